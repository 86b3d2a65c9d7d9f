import { INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import type { NewEquipmentChangeRow, NewEquipmentInspectionRow } from '../db/schema';
import { addDays } from '../http/wire-date';
import { defaultConclusion, reportNo, type DemoFile } from './demo-equipment-builder';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * The inspection history behind each file's current inspection block: that inspection and the one
 * before it, one interval earlier (at least a year).
 */
export function demoInspections(files: readonly DemoFile[]): NewEquipmentInspectionRow[] {
  return files.flatMap((file) => {
    if (!file.lastCheckDate || !file.inspectionKind || !file.inspectionReportNo || !file.checkConclusion) return [];
    const interval = Math.max(YEAR_DAYS, file.nextCheckDate ? daysBetween(file.lastCheckDate, file.nextCheckDate) : 0);
    const earlierDate = addDays(file.lastCheckDate, -interval);
    const earlier: NewEquipmentInspectionRow = {
      id: `${file.id}-01`,
      equipmentId: file.id,
      checkDate: earlierDate,
      kind: file.inspectionKind,
      institute: INSPECTION_INSTITUTE_NAME,
      reportNo: reportNo(file.categoryCode, earlierDate, file.id.slice(-5)),
      conclusion: defaultConclusion(file.categoryCode),
      nextCheckDate: addDays(earlierDate, interval),
    };
    const latest: NewEquipmentInspectionRow = {
      id: `${file.id}-02`,
      equipmentId: file.id,
      checkDate: file.lastCheckDate,
      kind: file.inspectionKind,
      institute: file.inspectionInstitute ?? INSPECTION_INSTITUTE_NAME,
      reportNo: file.inspectionReportNo,
      conclusion: file.checkConclusion,
      nextCheckDate: file.nextCheckDate ?? null,
    };
    return [earlier, latest];
  });
}

/** A few reviewed and pending changes of equipment files, timed from the seed instant. */
export function demoChanges(now: Date): NewEquipmentChangeRow[] {
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      id: '40001',
      equipmentId: '30001',
      field: '使用地点',
      oldValue: '1号厂房B跨',
      newValue: '1号厂房A跨',
      appliedAt: daysAgo(200),
      state: '已审核',
    },
    {
      id: '40002',
      equipmentId: '30203',
      field: '安全管理员',
      oldValue: '胡建民',
      newValue: '王建国',
      appliedAt: daysAgo(95),
      state: '已审核',
    },
    {
      id: '40003',
      equipmentId: '30101',
      field: '维保单位',
      oldValue: '宁波三江电梯维修有限公司',
      newValue: '宁波甬江电梯工程有限公司',
      appliedAt: daysAgo(6),
      state: '待审核',
    },
  ];
}
