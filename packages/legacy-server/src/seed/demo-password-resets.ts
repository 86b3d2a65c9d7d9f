import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { passwordResetApplications, type NewPasswordResetApplicationRow } from '../db/schema';
import { nextReferenceNo, REFERENCE_PREFIXES } from '../resources/reference-numbers/next';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_UNITS } from './demo-units';

/** The new password the demo applications carry (never in force for a waiting one). */
export const DEMO_RESET_PASSWORD = 'Reset@2024';

export const DEMO_PASSWORD_RESET_IDS = { waiting: '60001', approved: '60002', rejected: '60003' } as const;

const DAY_MS = 86_400_000;

/** Three password-reset applications: one waiting for review, one approved, one rejected (docs/domain.md). */
export async function insertPasswordResetDemo(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_RESET_PASSWORD);
  const { weak, qiye, zhenhai, shenhe } = DEMO_ACCOUNTS;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const rows: NewPasswordResetApplicationRow[] = [
    {
      id: DEMO_PASSWORD_RESET_IDS.waiting,
      userId: weak.id,
      loginName: weak.loginName,
      name: weak.name,
      unitName: DEMO_UNITS.yonglun.name,
      mobile: weak.mobile,
      reason: '原经办人离职，密码遗失，无法登录系统',
      passwordHash,
      state: '待审核',
      submittedAt: ago(1, 3),
    },
    {
      id: DEMO_PASSWORD_RESET_IDS.approved,
      userId: qiye.id,
      loginName: qiye.loginName,
      name: qiye.name,
      unitName: DEMO_UNITS.yuelan.name,
      mobile: qiye.mobile,
      reason: '密码多次输入错误，忘记密码',
      passwordHash,
      state: '审核通过',
      submittedAt: ago(40),
      auditedAt: ago(39),
      auditorId: shenhe.id,
      auditor: shenhe.name,
      opinion: '身份核实无误，同意重置',
    },
    {
      id: DEMO_PASSWORD_RESET_IDS.rejected,
      userId: zhenhai.id,
      loginName: zhenhai.loginName,
      name: zhenhai.name,
      unitName: DEMO_UNITS.hongtai.name,
      mobile: zhenhai.mobile,
      reason: '忘记密码',
      passwordHash,
      state: '审核不通过',
      submittedAt: ago(12),
      auditedAt: ago(11),
      auditorId: shenhe.id,
      auditor: shenhe.name,
      opinion: '申请人姓名与账号登记信息不一致，请核实后重新申请',
    },
  ];
  // Numbered in filing order, as the platform numbers them when they are filed.
  const filed = [...rows].sort((a, b) => a.submittedAt!.getTime() - b.submittedAt!.getTime());
  for (const row of filed) {
    const referenceNo = await nextReferenceNo(db, REFERENCE_PREFIXES.passwordReset, row.submittedAt!);
    await db.insert(passwordResetApplications).values({ ...row, referenceNo, createdAt: row.submittedAt, updatedAt: row.auditedAt ?? row.submittedAt });
  }
}
