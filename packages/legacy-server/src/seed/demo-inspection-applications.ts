import type { WireInspectionKind } from '@portal/legacy-protocol';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  equipment,
  inspectionApplicationHistory,
  inspectionApplicationItems,
  inspectionApplications,
  type NewInspectionApplicationRow,
} from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import { quoteFee } from '../resources/inspection-applications/fees';
import type { NewInspectionApplicationHistoryRow } from '../resources/inspection-applications/table';
import { itemOfFile } from '../resources/inspection-applications/writes';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNIT_IDS, DEMO_UNITS } from './demo-units';
import { inspectionSteps, insertInspectionOutcome, type DemoInspection, type DemoStep } from './demo-inspection-outcome';

const DAY_MS = 24 * 3600 * 1000;

type DemoApplication = {
  id: string;
  unitId: string;
  kind: WireInspectionKind;
  equipmentIds: string[];
  /** The states it went through, with days before now and who moved it. */
  path: DemoStep[];
  /** For a finished one: the institute's steps after 已受理, their rows taken from the items' current inspection. */
  inspection?: DemoInspection;
  opinion?: string;
  invoiceTitle?: string;
  taxNo?: string;
  reportPickup?: '自取' | '快递';
  expressAddress?: string;
  urgent?: boolean;
  siteContact: string;
  siteContactMobile: string;
  siteAddress: string;
  areaCode: string;
  wishedInDays?: number;
};

const YUELAN_SITE = { siteContact: '李强', siteContactMobile: '13857436021', siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店', areaCode: '330212' };
const INSTITUTE = '宁波市特种设备检验研究院';
const QIYE = DEMO_ACCOUNTS.qiye.name;
const SHENHE = DEMO_ACCOUNTS.shenhe.name;

/**
 * Demo applications so the lists are not empty: 宁波悦澜 (qiye) has one awaiting payment (1号客梯),
 * a draft (the boiler), one returned with the institute's opinion (the dumbwaiter) and a finished
 * one (the escalator: schedule, result and issued report, its file's current inspection); 甬伦 has
 * one submitted. The overdue 2号客梯 (30102) is left free: the journey applies for it.
 */
const DEMO: DemoApplication[] = [
  {
    id: '60001',
    unitId: DEMO_UNIT_IDS.yuelan,
    kind: '定期检验',
    equipmentIds: ['30101'],
    path: [
      ['草稿', 6, QIYE, '保存草稿'],
      ['已提交', 5, QIYE, '提交申请'],
      ['待缴费', 4, '审核员', '预审通过，请缴纳检验费用'],
    ],
    invoiceTitle: DEMO_UNITS.yuelan.name,
    ...YUELAN_SITE,
    wishedInDays: 10,
  },
  {
    id: '60002',
    unitId: DEMO_UNIT_IDS.yuelan,
    kind: '定期检验',
    equipmentIds: ['30104'],
    path: [['草稿', 2, QIYE, '保存草稿']],
    ...YUELAN_SITE,
    siteContact: '陈师傅',
    siteContactMobile: '13967812345',
    siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店锅炉房',
    wishedInDays: 30,
  },
  {
    id: '60003',
    unitId: DEMO_UNIT_IDS.yuelan,
    kind: '定期检验',
    equipmentIds: ['30105'],
    path: [
      ['草稿', 9, QIYE, '保存草稿'],
      ['已提交', 8, QIYE, '提交申请'],
      ['退回', 7, '审核员', '请补充维保单位并确认现场联系人电话'],
    ],
    opinion: '请补充维保单位并确认现场联系人电话',
    reportPickup: '快递',
    expressAddress: '宁波市鄞州区天童北路1088号悦澜酒店行政办公室',
    ...YUELAN_SITE,
  },
  {
    id: '60004',
    unitId: DEMO_UNIT_IDS.yuelan,
    kind: '定期检验',
    equipmentIds: ['30103'],
    // Its inspection is the escalator's current one (215 days ago, seed/demo-equipment/yuelan.ts).
    path: [
      ['草稿', 226, QIYE, '保存草稿'],
      ['已提交', 226, QIYE, '提交申请'],
      ['待缴费', 225, SHENHE, '预审通过'],
      ['已缴费', 224, '系统', '在线支付成功'],
      ['已受理', 223, SHENHE, ''],
    ],
    inspection: { scheduledDaysAgo: 222, inspector: '周建明、陈立', issuedDaysAgo: 211 },
    invoiceTitle: DEMO_UNITS.yuelan.name,
    ...YUELAN_SITE,
  },
  {
    id: '60011',
    unitId: DEMO_UNIT_IDS.yonglun,
    kind: '定期检验',
    equipmentIds: ['30001'],
    path: [
      ['草稿', 3, '王海', '保存草稿'],
      ['已提交', 3, '王海', '提交申请'],
    ],
    siteContact: '王海',
    siteContactMobile: '13705741234',
    siteAddress: '宁波市北仑区甬伦路88号',
    areaCode: '330206',
  },
];

const dayNo = (instant: Date): string => formatWireDate(instant).replaceAll('-', '');

/** Seeds the demo applications with their items (fees quoted by the fee schedule) and history. */
export async function insertInspectionApplicationDemo(db: Db, now: Date): Promise<void> {
  const ids = DEMO.flatMap((application) => application.equipmentIds);
  const files = await db.select().from(equipment).where(inArray(equipment.id, ids));
  const fileOf = new Map(files.map((file) => [file.id, file]));
  for (const [index, demo] of DEMO.entries()) {
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rows = demo.equipmentIds.flatMap((id) => (fileOf.has(id) ? [fileOf.get(id)!] : []));
    const quote = await quoteFee(db, { kind: demo.kind, urgent: demo.urgent ?? false, items: rows });
    const path = demo.inspection ? [...demo.path, ...inspectionSteps(demo.inspection, rows, now)] : demo.path;
    const [first] = path;
    const last = path[path.length - 1]!;
    const submitted = path.find(([state]) => state === '已提交');
    const paid = path.some(([state]) => state === '已缴费');
    const application: NewInspectionApplicationRow = {
      id: demo.id,
      unitId: demo.unitId,
      applicationNo: `BJ${dayNo(at(first![1]))}9${String(index + 1).padStart(4, '0')}`,
      kind: demo.kind,
      state: last[0],
      paymentState: paid ? '已缴费' : '未缴费',
      institute: INSTITUTE,
      siteContact: demo.siteContact,
      siteContactMobile: demo.siteContactMobile,
      siteAddress: demo.siteAddress,
      areaCode: demo.areaCode,
      wishedDate: demo.wishedInDays === undefined ? null : formatWireDate(new Date(now.getTime() + demo.wishedInDays * DAY_MS)),
      maintenanceUnit: rows[0]?.categoryCode === '3000' ? '宁波甬江电梯工程有限公司' : '',
      invoiceTitle: demo.invoiceTitle ?? '',
      taxNo: demo.invoiceTitle ? DEMO_UNITS.yuelan.creditCode : '',
      reportPickup: demo.reportPickup ?? '自取',
      expressAddress: demo.expressAddress ?? '',
      urgent: demo.urgent ?? false,
      remark: '',
      feeTotal: quote.total,
      opinion: demo.opinion ?? null,
      submittedAt: submitted ? at(submitted[1]) : null,
      createdBy: demo.unitId === DEMO_UNIT_IDS.yuelan ? DEMO_ACCOUNTS.qiye.id : null,
      createdAt: at(first![1]),
      updatedAt: at(last[1]),
    };
    const [inserted] = await db.insert(inspectionApplications).values(application).returning();
    const items = await db
      .insert(inspectionApplicationItems)
      .values(
      rows.map((row, position) => ({
        id: `${demo.id}-${position + 1}`,
        applicationId: demo.id,
        position,
        ...itemOfFile(row),
        fee: quote.items[position]!.fee,
        feeBreakdown: quote.items[position]!.breakdown,
      })),
      )
      .returning();
    if (demo.inspection) await insertInspectionOutcome(db, inserted!, items, fileOf, demo.inspection, now);
    await db.insert(inspectionApplicationHistory).values(demoHistoryRows(demo.id, path, now));
  }
}

/** The history rows of a demo path (state, days before now, operator, remark); steps of one day keep their order. */
export function demoHistoryRows(applicationId: string, path: readonly DemoStep[], now: Date): NewInspectionApplicationHistoryRow[] {
  return path.map(([state, days, operator, remark], step) => ({
    id: `${applicationId}-h${step + 1}`,
    applicationId,
    state,
    operator,
    remark,
    changedAt: new Date(now.getTime() - days * DAY_MS + step * 60_000),
  }));
}
