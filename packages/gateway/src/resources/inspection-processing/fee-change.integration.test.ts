import { ZInspectionApplicationDetailSchema, ZProcessingDetailSchema } from '@portal/contract';
import { generatePaymentKeys } from '@portal/legacy-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

/** 悦澜's draft application for its boiler (seed); submitted in beforeAll. */
const APPLICATION = '60002';
const DESK = `/api/v1/inspection-processing/${APPLICATION}`;
const UNIT = `/api/v1/inspection-applications/${APPLICATION}`;

const gateway = setUpGatewayTests(['shouli', 'qiye', 'zhenhai'], {
  platform: { payments: { provider: 'sandbox', keys: generatePaymentKeys(), notifyUrl: 'http://127.0.0.1:9/api/v1/payment-notifications/wechat' } },
});
const { cookies, inject } = gateway;
let itemId: string;
let quoted: number;

beforeAll(async () => {
  await gateway.platform.db.execute(`update inspection_applications set state = '已提交', submitted_at = now() where id = '${APPLICATION}'`);
  const detail = ZProcessingDetailSchema.parse((await inject(cookies.shouli, 'GET', DESK)).json());
  itemId = detail.items[0]!.itemId;
  quoted = detail.fee ?? 0;
});

const unitDetail = async () => ZInspectionApplicationDetailSchema.parse((await inject(cookies.qiye, 'GET', UNIT)).json());
const pay = () => inject(cookies.qiye, 'POST', `${UNIT}/payments`, { channel: 'wechat' });

describe('changing the fee at pre-review, through the gateway', () => {
  it('asks for a reason and whole fen, and allows a change only with a pass; nothing moves', async () => {
    const noReason = await inject(cookies.shouli, 'POST', `${DESK}/pre-review`, { decision: 'pass', fees: [{ itemId, fee: quoted + 100 }] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ path: 'feeReason', message: '调整检验费用时请说明原因' })]);
    const fraction = await inject(cookies.shouli, 'POST', `${DESK}/pre-review`, { decision: 'pass', fees: [{ itemId, fee: 1.234 }], feeReason: '加测' });
    expect(fraction.json().errors).toEqual([expect.objectContaining({ path: 'fees.0.fee', message: '请输入 0 至 1000000 元的金额，最多两位小数' })]);
    const onReturn = await inject(cookies.shouli, 'POST', `${DESK}/pre-review`, { decision: 'return', opinion: '资料不全', fees: [{ itemId, fee: 1 }], feeReason: '加测' });
    expect(onReturn.json().errors).toEqual([expect.objectContaining({ path: 'fees', message: '只有预审通过时可以调整检验费用' })]);
    const foreign = await inject(cookies.shouli, 'POST', `${DESK}/pre-review`, { decision: 'pass', fees: [{ itemId: 'other-item', fee: 1 }], feeReason: '加测' });
    expect(foreign.statusCode).toBe(400);
    expect(await unitDetail()).toMatchObject({ state: 'submitted', fee: quoted, feeChange: null });
  });

  it('passes with the new fee; the unit sees the change, cannot pay before accepting it, accepts once, then pays', async () => {
    const passed = await inject(cookies.shouli, 'POST', `${DESK}/pre-review`, { decision: 'pass', fees: [{ itemId, fee: quoted + 150 }], feeReason: '需加做水压试验' });
    expect(passed.statusCode, passed.body).toBe(200);
    const changed = await unitDetail();
    expect(changed).toMatchObject({ state: 'awaiting_payment', fee: quoted + 150, feeChange: { quotedFee: quoted, reason: '需加做水压试验', acceptedAt: null } });
    expect(changed.items[0]!.feeBreakdown.at(-1)).toEqual({ label: '预审调整', amount: 150 });

    const early = await pay();
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('检验机构调整了检验费用，请先在申请详情中确认新的费用，再缴费');
    expect((await inject(cookies.zhenhai, 'POST', `${UNIT}/fee-acceptance`, {})).statusCode).toBe(404);
    expect((await inject(cookies.shouli, 'POST', `${UNIT}/fee-acceptance`, {})).statusCode).toBe(403);

    const accepted = await inject(cookies.qiye, 'POST', `${UNIT}/fee-acceptance`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZInspectionApplicationDetailSchema.parse(accepted.json()).feeChange?.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await inject(cookies.qiye, 'POST', `${UNIT}/fee-acceptance`, {})).statusCode).toBe(409);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().amount).toBe(quoted + 150);
  });
});
