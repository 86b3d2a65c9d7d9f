import { INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import type { EquipmentParams, NewEquipmentRow, RegisterState, UseState } from '../db/schema';
import { addDays } from '../http/wire-date';
import { DEMO_UNITS, type DemoUnitKey } from './demo-units';

/** Report number prefixes of the institute by category. */
const REPORT_PREFIX: Record<string, string> = {
  '1000': 'GL',
  '2000': 'RQ',
  '3000': 'DT',
  '4000': 'QZ',
  '5000': 'CC',
  '6000': 'YL',
  '7000': 'YJ',
  '8000': 'GD',
  '9000': 'SD',
};

const SAFETY_MANAGERS: Record<DemoUnitKey, { name: string; phone: string }> = {
  yonglun: { name: '林晓东', phone: '13732185520' },
  yuelan: { name: '张丽', phone: '13958201746' },
  hongtai: { name: '王建国', phone: '15067423318' },
  simingshan: { name: '徐佳', phone: '13857490236' },
};

/** One demo file: what differs between items; dates of the inspection block are days from the seed date. */
export type DemoItem = {
  id: string;
  unit: DemoUnitKey;
  subTypeCode: string;
  name: string;
  model: string;
  registerCode: string | null;
  useCertNo: string | null;
  unitInternalNo: string;
  usePlace: string;
  manufacturer: string;
  manufacturerCode: string;
  manufactureDate: string;
  installer?: string;
  useDate: string | null;
  designLifeYears: number;
  params: EquipmentParams;
  useState?: UseState;
  registerState?: RegisterState;
  /** Days from the seed date to the last inspection (negative) and to the next one; none when never inspected. */
  lastCheckInDays?: number;
  nextCheckInDays?: number;
  conclusion?: string;
  inspectionKind?: string;
  loadTestInDays?: number;
};

export type DemoFile = NewEquipmentRow & { id: string; categoryCode: string };

// Boilers, vessels and piping are judged 符合要求; electromechanical equipment 合格 (docs/domain.md).
const JUDGED_BY_CONFORMITY = ['1000', '2000', '7000', '8000'];
const defaultConclusion = (categoryCode: string): string =>
  JUDGED_BY_CONFORMITY.includes(categoryCode) ? '符合要求' : '合格';

function reportNo(categoryCode: string, checkDate: string, serial: string): string {
  return `NBTJ-${REPORT_PREFIX[categoryCode] ?? 'QT'}-${checkDate.slice(0, 4)}-${serial}`;
}

/** The full equipment row of an item, its inspection dates counted from `today` (yyyy-MM-dd). */
export function buildDemoFile(item: DemoItem, today: string): DemoFile {
  const unit = DEMO_UNITS[item.unit];
  const categoryCode = `${item.subTypeCode.charAt(0)}000`;
  const manager = SAFETY_MANAGERS[item.unit];
  const lastCheckDate = item.lastCheckInDays === undefined ? null : addDays(today, item.lastCheckInDays);
  const serial = item.id.slice(-5).padStart(5, '0');
  return {
    id: item.id,
    unitId: unit.id,
    categoryCode,
    subTypeCode: item.subTypeCode,
    name: item.name,
    model: item.model,
    productNo: `${item.manufactureDate.slice(0, 4)}${serial}`,
    deviceCode: `${item.subTypeCode}${item.manufacturerCode}${item.manufactureDate.slice(0, 4)}${serial}`,
    registerCode: item.registerCode,
    useCertNo: item.useCertNo,
    unitInternalNo: item.unitInternalNo,
    usePlace: item.usePlace,
    areaCode: unit.areaCode,
    manufacturer: item.manufacturer,
    manufactureDate: item.manufactureDate,
    installer: item.installer ?? null,
    useDate: item.useDate,
    designLifeYears: item.designLifeYears,
    propertyUnit: unit.name,
    safetyManager: manager.name,
    safetyManagerPhone: manager.phone,
    useState: item.useState ?? '在用',
    registerState: item.registerState ?? '在册',
    inspectionInstitute: lastCheckDate ? INSPECTION_INSTITUTE_NAME : null,
    inspectionKind: lastCheckDate ? (item.inspectionKind ?? '定期检验') : null,
    inspectionReportNo: lastCheckDate ? reportNo(categoryCode, lastCheckDate, serial) : null,
    lastCheckDate,
    checkConclusion: lastCheckDate ? (item.conclusion ?? defaultConclusion(categoryCode)) : null,
    nextCheckDate: item.nextCheckInDays === undefined ? null : addDays(today, item.nextCheckInDays),
    loadTestDate: item.loadTestInDays === undefined ? null : addDays(today, item.loadTestInDays),
    params: item.params,
  };
}

export { defaultConclusion, reportNo };
