import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { equipment, inspectionApplicationHistory, inspectionApplicationItems, inspectionApplications, reissueApplications, reports } from '../db/schema';
import { formatWireDate } from '../http/wire-date';
import { quoteFee } from '../resources/inspection-applications/fees';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNIT_IDS, DEMO_UNITS } from './demo-units';

const DAY_MS = 24 * 3600 * 1000;
/** 宏泰's steam boiler: paid and waiting for the institute to accept it (the institute's demo). */
export const DEMO_PAID_APPLICATION_ID = '60021';
const STEAM_BOILER = '30203';

/**
 * The institute's side of the demo: 宏泰 has a paid application waiting for 受理, so the auditor can
 * walk accept → schedule → result → report on a fresh database; 悦澜 has one re-issue application
 * waiting for a decision. Runs after the applications and the reports are seeded.
 */
export async function insertInspectionProcessingDemo(db: Db, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [boiler] = await db.select().from(equipment).where(eq(equipment.id, STEAM_BOILER));
  if (boiler) {
    const quote = await quoteFee(db, { kind: '定期检验', items: [boiler] });
    await db.insert(inspectionApplications).values({
      id: DEMO_PAID_APPLICATION_ID,
      unitId: DEMO_UNIT_IDS.hongtai,
      applicationNo: `BJ${formatWireDate(at(5)).replaceAll('-', '')}90021`,
      kind: '定期检验',
      state: '已缴费',
      paymentState: '已缴费',
      institute: '宁波市特种设备检验研究院',
      siteContact: '王建国',
      siteContactMobile: '13857412368',
      siteAddress: '宁波市镇海区宁波石化经济技术开发区海天中路 66 号锅炉房',
      areaCode: '330211',
      wishedDate: formatWireDate(new Date(now.getTime() + 7 * DAY_MS)),
      invoiceTitle: DEMO_UNITS.hongtai.name,
      taxNo: DEMO_UNITS.hongtai.creditCode,
      feeTotal: quote.total,
      submittedAt: at(4),
      createdBy: DEMO_ACCOUNTS.zhenhai.id,
      createdAt: at(5),
      updatedAt: at(1),
    });
    await db.insert(inspectionApplicationItems).values({
      id: `${DEMO_PAID_APPLICATION_ID}-1`,
      applicationId: DEMO_PAID_APPLICATION_ID,
      position: 0,
      equipmentId: boiler.id,
      categoryCode: boiler.categoryCode,
      subTypeCode: boiler.subTypeCode,
      registerCode: boiler.registerCode ?? '',
      deviceCode: boiler.deviceCode ?? '',
      equipmentName: boiler.name,
      model: boiler.model ?? '',
      usePlace: boiler.usePlace ?? '',
      fee: quote.items[0]?.fee ?? null,
      feeBreakdown: quote.items[0]?.breakdown ?? [],
    });
    const path: [string, number, string, string][] = [
      ['草稿', 5, '王建国', '保存草稿'],
      ['已提交', 4, '王建国', '提交申请'],
      ['待缴费', 3, '审核员', `预审通过，检验费用 ${quote.total} 元`],
      ['已缴费', 1, '系统', '在线支付成功'],
    ];
    await db.insert(inspectionApplicationHistory).values(
      path.map(([state, days, operator, remark], step) => ({
        id: `${DEMO_PAID_APPLICATION_ID}-h${step + 1}`,
        applicationId: DEMO_PAID_APPLICATION_ID,
        state: state as '已缴费',
        operator,
        remark,
        changedAt: new Date(at(days).getTime() + step * 60_000),
      })),
    );
  }

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
