import type { WireInspectionApplicationState } from '@portal/legacy-protocol';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  equipment,
  inspectionApplicationHistory,
  inspectionApplicationItems,
  inspectionApplications,
  inspectionSchedules,
  reissueApplications,
  reports,
  type EquipmentRow,
} from '../db/schema';
import { addDays, formatWireDate } from '../http/wire-date';
import { quoteFee } from '../resources/inspection-applications/fees';
import type { InspectionApplicationItemRow, InspectionApplicationRow } from '../resources/inspection-applications/table';
import { openRectification } from '../resources/inspection-processing/rectification';
import { itemOfFile } from '../resources/inspection-applications/writes';
import { resultRemark, resultReportRow, scheduleRemark } from '../resources/inspection-processing/writes';
import { demoHistoryRows } from './demo-inspection-applications';
import type { DemoStep } from './demo-inspection-outcome';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNIT_IDS, DEMO_UNITS } from './demo-units';

const DAY_MS = 24 * 3600 * 1000;
/** 宏泰's steam boiler: paid and waiting for the institute to accept it (the institute's demo). */
export const DEMO_PAID_APPLICATION_ID = '60021';
/** 宏泰's liquid-ammonia tank: inspected three days ago and failed; the opinion notice awaits the unit's rectification. */
export const DEMO_OPINION_NOTICE_APPLICATION_ID = '60022';
const STEAM_BOILER = '30203';
const AMMONIA_TANK = '30202';
const INSPECTORS = '周建明、陈立';
const TANK_FINDINGS = '安全阀校验有效期已过；液位计玻璃板有裂纹；罐体东侧接地线断开。';
const RECTIFY_DAYS = 30;
const preReviewRemark = (fee: number) => `预审通过，检验费用 ${fee} 元`;

type InstituteDemo = {
  id: string;
  file: EquipmentRow;
  state: WireInspectionApplicationState;
  siteAddress: string;
  wishedInDays: number;
  /** The states it went through, with days before now, who moved it and why (the pre-review's remark names the fee). */
  path: [WireInspectionApplicationState, number, string, string | ((fee: number) => string)][];
};

/** One of 宏泰's applications with its one item (fee quoted by the schedule) and its history. */
async function insertHongtaiApplication(db: Db, now: Date, demo: InstituteDemo): Promise<{ application: InspectionApplicationRow; item: InspectionApplicationItemRow }> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { file, path } = demo;
  const quote = await quoteFee(db, { kind: '定期检验', items: [file] });
  const submitted = path.find(([state]) => state === '已提交');
  const [application] = await db
    .insert(inspectionApplications)
    .values({
      id: demo.id,
      unitId: DEMO_UNIT_IDS.hongtai,
      applicationNo: `BJ${formatWireDate(at(path[0]![1])).replaceAll('-', '')}9${demo.id.slice(-4)}`,
      kind: '定期检验',
      state: demo.state,
      paymentState: '已缴费',
      institute: '宁波市特种设备检验研究院',
      siteContact: '王建国',
      siteContactMobile: '13857412368',
      siteAddress: demo.siteAddress,
      areaCode: '330211',
      wishedDate: formatWireDate(new Date(now.getTime() + demo.wishedInDays * DAY_MS)),
      invoiceTitle: DEMO_UNITS.hongtai.name,
      taxNo: DEMO_UNITS.hongtai.creditCode,
      feeTotal: quote.total,
      submittedAt: submitted ? at(submitted[1]) : null,
      createdBy: DEMO_ACCOUNTS.zhenhai.id,
      createdAt: at(path[0]![1]),
      updatedAt: at(path[path.length - 1]![1]),
    })
    .returning();
  const [item] = await db
    .insert(inspectionApplicationItems)
    .values({
      id: `${demo.id}-1`,
      applicationId: demo.id,
      position: 0,
      ...itemOfFile(file),
      fee: quote.items[0]?.fee ?? null,
      feeBreakdown: quote.items[0]?.breakdown ?? [],
    })
    .returning();
  const steps = path.map(([state, days, operator, remark]): DemoStep => [state, days, operator, typeof remark === 'function' ? remark(quote.total) : remark]);
  await db.insert(inspectionApplicationHistory).values(demoHistoryRows(demo.id, steps, now));
  return { application: application!, item: item! };
}

/**
 * The failed branch on a fresh database: the tank was inspected three days ago and did not conform;
 * the pending report (with its opinion notice), the schedule and the rectification deadline are the
 * rows the workflow writes, so the unit can answer the notice and the auditor re-inspect.
 */
async function insertOpinionNotice(db: Db, now: Date, file: EquipmentRow): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const checkDate = formatWireDate(at(3));
  const shenhe = DEMO_ACCOUNTS.shenhe.name;
  const { application, item } = await insertHongtaiApplication(db, now, {
    id: DEMO_OPINION_NOTICE_APPLICATION_ID,
    file,
    state: '意见通知书',
    siteAddress: '宁波市镇海区宁波石化经济技术开发区海天中路 66 号罐区B区',
    wishedInDays: -4,
    path: [
      ['草稿', 12, '王建国', '保存草稿'],
      ['已提交', 12, '王建国', '提交申请'],
      ['待缴费', 11, shenhe, preReviewRemark],
      ['已缴费', 10, '系统', '在线支付成功'],
      ['已受理', 9, shenhe, ''],
      ['已约检', 8, shenhe, scheduleRemark(checkDate, INSPECTORS)],
      ['意见通知书', 3, shenhe, resultRemark(checkDate, ['不符合要求'], TANK_FINDINGS)],
    ],
  });
  const result = { reportNo: `NBTJ-RQ-${checkDate.slice(0, 4)}-${DEMO_OPINION_NOTICE_APPLICATION_ID}`, inspector: INSPECTORS, checkDate, conclusion: '不符合要求', nextCheckDate: null, remark: TANK_FINDINGS };
  await db.insert(reports).values(resultReportRow(application, item, result, at(3)));
  await db.insert(inspectionSchedules).values({ applicationId: application.id, scheduledDate: checkDate, inspector: INSPECTORS, checkDate, resultRemark: TANK_FINDINGS, updatedAt: at(3) });
  await openRectification(db, application.id, addDays(checkDate, RECTIFY_DAYS), at(3));
}

/**
 * The institute's side of the demo: 宏泰 has a paid application waiting for 受理, so the auditor can
 * walk accept → schedule → result → report on a fresh database, and a failed one whose opinion
 * notice awaits the unit's rectification; 悦澜 has one re-issue application waiting for a decision.
 * Runs after the applications and the reports are seeded.
 */
export async function insertInspectionProcessingDemo(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const files = await db.select().from(equipment).where(inArray(equipment.id, [STEAM_BOILER, AMMONIA_TANK]));
  const boiler = files.find((file) => file.id === STEAM_BOILER);
  if (boiler) {
    await insertHongtaiApplication(db, now, {
      id: DEMO_PAID_APPLICATION_ID,
      file: boiler,
      state: '已缴费',
      siteAddress: '宁波市镇海区宁波石化经济技术开发区海天中路 66 号锅炉房',
      wishedInDays: 7,
      path: [
        ['草稿', 5, '王建国', '保存草稿'],
        ['已提交', 4, '王建国', '提交申请'],
        ['待缴费', 3, '审核员', preReviewRemark],
        ['已缴费', 1, '系统', '在线支付成功'],
      ],
    });
  }
  const tank = files.find((file) => file.id === AMMONIA_TANK);
  if (tank) await insertOpinionNotice(db, now, tank);

  const [report] = await db.select({ reportNo: reports.reportNo }).from(reports).where(eq(reports.id, 'r-30101-02'));
  if (report) {
    await db.insert(reissueApplications).values({
      id: '61001',
      unitId: DEMO_UNIT_IDS.yuelan,
      reportNo: report.reportNo,
      reason: '报告原件在办公室搬迁中遗失，申请重新出具。',
      requestedOutcome: '重新出具检验报告',
      state: '已提交',
      appliedBy: DEMO_ACCOUNTS.qiye.id,
      appliedAt: at(2),
      updatedAt: at(2),
    });
  }
}
