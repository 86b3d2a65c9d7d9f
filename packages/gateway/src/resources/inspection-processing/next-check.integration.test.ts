import { addMonthsIso, message, shanghaiToday, ZProcessingDetailSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

/** 甬伦's submitted application (seed), made one for its air receiver (储气罐 30003, a 2级 pressure vessel) in beforeAll. */
const APPLICATION = '60011';
const RESULT = `/api/v1/inspection-processing/${APPLICATION}/result`;
const TODAY = shanghaiToday();
/** A 2级 vessel's rule: every 6 years (TSG 21); the finding was a proposal 12 months away. */
const RULE_DATE = addMonthsIso(TODAY, 72);

const gateway = setUpGatewayTests(['shenhe']);
const { cookies, inject } = gateway;
let itemId: string;

beforeAll(async () => {
  // Plain SQL: the steps before the result are tested with the institute's desk.
  await gateway.platform.db.execute(
    `update inspection_application_items set equipment_id = '30003', category_code = '2000', sub_type_code = '2170', equipment_name = '储气罐' where application_id = '${APPLICATION}'`,
  );
  await gateway.platform.db.execute(`update inspection_applications set state = '已约检', payment_state = '已缴费' where id = '${APPLICATION}'`);
  const detail = ZProcessingDetailSchema.parse((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-processing/${APPLICATION}`)).json());
  expect(detail.items).toEqual([expect.objectContaining({ categoryCode: '2000', safetyGrade: '2级' })]);
  itemId = detail.items[0]!.itemId;
});

const result = (item: Record<string, unknown>) => inject(cookies.shenhe, 'POST', RESULT, { checkDate: TODAY, results: [{ itemId, conclusion: 'meets', ...item }] });

describe('next check dates against their rules (a pressure vessel by its safety grade)', () => {
  it('refuses another date than the rule’s without a reason: 400 on the reason field, nothing recorded', async () => {
    const refused = await result({ nextCheckDate: addMonthsIso(TODAY, 12) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'results.0.nextCheckReason', message: message('nextCheckReasonRequired') })]);
    const early = await result({ nextCheckDate: TODAY, nextCheckReason: '复查' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ path: 'results.0.nextCheckDate', message: message('nextCheckAfterCheck') })]);
    const unchanged = ZProcessingDetailSchema.parse((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-processing/${APPLICATION}`)).json());
    expect(unchanged).toMatchObject({ state: 'scheduled', results: [] });
  });

  it('refuses any date for a grade 5 vessel on the date field', async () => {
    await gateway.platform.db.execute(`update equipment set params = jsonb_set(params, '{safetyGrade}', '"5级"') where id = '30003'`);
    const refused = await result({ nextCheckDate: RULE_DATE, nextCheckReason: '整改后继续使用' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'results.0.nextCheckDate', message: message('nextCheckNone') })]);
    await gateway.platform.db.execute(`update equipment set params = jsonb_set(params, '{safetyGrade}', '"2级"') where id = '30003'`);
  });

  it('passes the rule’s date (6 years for a 2级 vessel) without a reason', async () => {
    const recorded = await result({ nextCheckDate: RULE_DATE });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(ZProcessingDetailSchema.parse(recorded.json())).toMatchObject({ state: 'reporting', results: [{ itemId, nextCheckDate: RULE_DATE, nextCheckReason: '' }] });
  });

  it('passes another date with a reason, and the detail shows the reason', async () => {
    // A second result on the same visit: back to 已约检 by plain SQL.
    await gateway.platform.db.execute(`update inspection_applications set state = '已约检' where id = '${APPLICATION}'`);
    const reason = '筒体局部腐蚀，缩短检验周期';
    const recorded = await result({ nextCheckDate: addMonthsIso(TODAY, 24), nextCheckReason: reason });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const detail = ZProcessingDetailSchema.parse((await inject(cookies.shenhe, 'GET', `/api/v1/inspection-processing/${APPLICATION}`)).json());
    expect(detail.results).toEqual([expect.objectContaining({ itemId, nextCheckDate: addMonthsIso(TODAY, 24), nextCheckReason: reason })]);
    expect(detail.history.at(-1)?.remark).toContain(reason);
  });
});
