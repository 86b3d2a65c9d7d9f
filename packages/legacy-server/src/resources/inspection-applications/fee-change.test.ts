import { INSPECTION_APPLICATION_MESSAGES, INSPECTION_PROCESSING_MESSAGES, PAYMENT_MESSAGES, ZWireInspectionApplicationDetail, type WireInspectionApplicationDetail } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { generatePaymentKeys } from '../payments/settings';
import { FEE_CHANGE_LABEL } from './fee-change';
import { transitionApplication } from './transitions';

/** 悦澜's draft periodic application for its boiler (seed), submitted in beforeAll. */
const APPLICATION = '60002';
const PRE_REVIEW = '/a/stone/appOnlineAudit/preReview';

let server: RunningLegacyServer;
let shouli: WireSession;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer({ payments: { provider: 'sandbox', keys: generatePaymentKeys(), notifyUrl: 'http://127.0.0.1:9/notify' } });
  [shouli, qiye, zhenhai] = await Promise.all([login(server.url, 'shouli', DEMO_PASSWORD), login(server.url, 'qiye', DEMO_PASSWORD), login(server.url, 'zhenhai', DEMO_PASSWORD)]);
  await transitionApplication(server.db, { id: APPLICATION, to: '已提交', operator: '张丽', remark: '提交申请', now: new Date() });
});
afterAll(async () => {
  await server?.close();
});

const detail = async (): Promise<WireInspectionApplicationDetail> =>
  ZWireInspectionApplicationDetail.parse((await get(server.url, `/a/stone/appOnline/detail/${APPLICATION}`, qiye)).body.data);
const preReview = async (fees: { itemId: string; fee: number }[], feeReason = ''): Promise<WireAnswer> =>
  (await post(server.url, PRE_REVIEW, { id: APPLICATION, pass: '1', fees: JSON.stringify(fees), feeReason }, shouli)).body;
const toPay = async (): Promise<WireAnswer> => (await post(server.url, `/a/stone/appOnline/toPay/${APPLICATION}/wechat`, {}, qiye)).body;
const acceptFee = async (session = qiye): Promise<WireAnswer> => (await post(server.url, '/a/stone/appOnline/acceptFee', { id: APPLICATION }, session)).body;

describe('pre-review changing the fee, and the unit accepting it', () => {
  it('refuses a change without a reason, a fee for an item not on the application, and fen fractions; nothing moves', async () => {
    const before = await detail();
    const item = before.items[0]!;
    expect(await preReview([{ itemId: item.id, fee: (item.fee ?? 0) + 200 }])).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_PROCESSING_MESSAGES.feeReasonRequired });
    expect(await preReview([{ itemId: 'not-this-one', fee: 100 }], '现场加测')).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_PROCESSING_MESSAGES.feeInvalid });
    expect(await preReview([{ itemId: item.id, fee: 100.005 }], '现场加测')).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_PROCESSING_MESSAGES.feeInvalid });
    const after = await detail();
    expect(after.status).toBe('已提交');
    expect(after.feeTotal).toBe(before.feeTotal);
    expect(after.items[0]!.fee).toBe(item.fee);
  });

  it('passes with the new fee and reason: the total, the item and its breakdown change, the old total and the reason are kept', async () => {
    const before = await detail();
    const item = before.items[0]!;
    const newFee = (item.fee ?? 0) + 180.5;
    expect(await preReview([{ itemId: item.id, fee: newFee }], '需加做水压试验')).toMatchObject({ isSuccess: 1 });
    const after = await detail();
    expect(after).toMatchObject({ status: '待缴费', feeTotal: (before.feeTotal ?? 0) + 180.5, quotedFeeTotal: before.feeTotal, feeChangeReason: '需加做水压试验', feeAcceptDate: undefined });
    expect(after.feeChangeDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.items[0]!.fee).toBe(newFee);
    expect(after.items[0]!.feeBreakdown.at(-1)).toEqual({ label: FEE_CHANGE_LABEL, amount: 180.5 });
    expect(after.items[0]!.feeBreakdown.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBeCloseTo(newFee, 2);
    expect(after.history.at(-1)?.remark).toContain(`调整为 ${after.feeTotal} 元，原因：需加做水压试验`);
  });

  it('refuses payment until the unit accepts the new fee, once; another unit cannot accept it', async () => {
    expect(await toPay()).toMatchObject({ isSuccess: 0, errorMsg: PAYMENT_MESSAGES.feeNotAccepted });
    expect(await acceptFee(zhenhai)).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.notFound });
    expect(await acceptFee()).toMatchObject({ isSuccess: 1 });
    const accepted = await detail();
    expect(accepted.feeAcceptDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(accepted.history.at(-1)).toMatchObject({ status: '待缴费', operatorName: '张丽' });
    expect(await acceptFee()).toMatchObject({ isSuccess: 0, errorMsg: INSPECTION_APPLICATION_MESSAGES.noFeeChange });
    expect(await toPay()).toMatchObject({ isSuccess: 1 });
  });
});
