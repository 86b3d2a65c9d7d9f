import { INSPECTION_APPLICATION_MESSAGES } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { pgliteDatabase } from '../../db/pglite-database';
import { inspectionApplicationHistory, inspectionApplications, smsOutbox } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { DEMO_UNIT_IDS } from '../../seed/demo-units';
import { createOutboxSender } from '../sms-codes/sender';
import { goldenPglite } from '../../testing';
import { isAllowedMove, notifyApplicant, transitionApplication } from './transitions';
import { SMS_SEND_LIMITS } from '../sms-sends/ledger';

let database: Database;
const now = new Date('2026-05-01T02:00:00Z');

beforeAll(async () => {
  database = pgliteDatabase(await goldenPglite(), true);
});
afterAll(async () => {
  await database?.close();
});

async function draft(state: '草稿' | '待缴费' = '草稿') {
  const id = newId();
  const [row] = await database.db
    .insert(inspectionApplications)
    .values({
      id,
      unitId: DEMO_UNIT_IDS.yuelan,
      applicationNo: `TEST${id.slice(0, 10)}`,
      kind: '定期检验',
      state,
      siteContact: '王建国',
      siteContactMobile: '13900000001',
      siteAddress: '宁波市鄞州区',
      authCode: `code-${id}`,
      authCodeExpiresAt: now,
    })
    .returning();
  return row!;
}

describe('transitionApplication', () => {
  it('follows the contract\'s state machine in the platform\'s words', () => {
    expect(isAllowedMove('草稿', '已提交')).toBe(true);
    expect(isAllowedMove('已提交', '待缴费')).toBe(true);
    expect(isAllowedMove('待缴费', '已缴费')).toBe(true);
    expect(isAllowedMove('草稿', '已缴费')).toBe(false);
    expect(isAllowedMove('已缴费', '已取消')).toBe(false);
  });

  it('moves the state, stamps a submit, clears the authorisation code and writes the history', async () => {
    const row = await draft();
    const moved = await transitionApplication(database.db, { id: row.id, to: '已提交', operator: '王建国', remark: '提交申请', now });
    expect(moved.state).toBe('已提交');
    expect(moved.submittedAt?.toISOString()).toBe(now.toISOString());
    expect(moved.authCode).toBeNull();
    const history = await database.db.select().from(inspectionApplicationHistory).where(eq(inspectionApplicationHistory.applicationId, row.id));
    expect(history.map((entry) => [entry.state, entry.operator, entry.remark])).toEqual([['已提交', '王建国', '提交申请']]);
  });

  it('sets the payment state on 已缴费 and the extra columns given', async () => {
    const row = await draft('待缴费');
    const paid = await transitionApplication(database.db, { id: row.id, to: '已缴费', operator: '系统', now, set: { feeTotal: 560 } });
    expect(paid.paymentState).toBe('已缴费');
    expect(paid.feeTotal).toBe(560);
  });

  it('refuses a move the machine does not allow, and changes nothing', async () => {
    const row = await draft();
    await expect(transitionApplication(database.db, { id: row.id, to: '已缴费', operator: 'x', now })).rejects.toBeInstanceOf(Refusal);
    const [after] = await database.db.select().from(inspectionApplications).where(eq(inspectionApplications.id, row.id));
    expect(after!.state).toBe('草稿');
    const history = await database.db.select().from(inspectionApplicationHistory).where(eq(inspectionApplicationHistory.applicationId, row.id));
    expect(history).toEqual([]);
  });

  it('refuses another unit\'s application as not found', async () => {
    const row = await draft();
    await expect(
      transitionApplication(database.db, { id: row.id, to: '已提交', operator: 'x', now, unitId: DEMO_UNIT_IDS.yonglun }),
    ).rejects.toThrow(INSPECTION_APPLICATION_MESSAGES.notFound);
  });
});

describe('notifyApplicant', () => {
  it('texts the site contact with the application number', async () => {
    const row = await draft();
    await notifyApplicant({ sms: createOutboxSender(database.db, () => now), db: database.db, now: () => now }, row, '已通过预审，请缴纳检验费用。');
    const sent = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900000001'));
    expect(sent.some((message) => message.content.includes(row.applicationNo) && message.content.includes('已通过预审'))).toBe(true);
  });

  it("stops texting a number once the day's cap of texts to it is reached", async () => {
    const mobile = '13900000077';
    const row = { ...(await draft()), siteContactMobile: mobile };
    const context = { sms: createOutboxSender(database.db, () => now), db: database.db, now: () => now };
    for (let sent = 0; sent < SMS_SEND_LIMITS.perNumberPerDay + 3; sent += 1) await notifyApplicant(context, row, `第${sent + 1}条`);
    const texts = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(texts).toHaveLength(SMS_SEND_LIMITS.perNumberPerDay);
  });
});
