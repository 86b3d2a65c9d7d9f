import { message, pageOf, ZEquipmentDetailSchema, ZTerminationDetailSchema, ZTerminationSchema, type TerminationBody } from '@portal/contract';
import { TERMINATION_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZTerminationSchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe', 'admin']);

/** 宏泰化工's explosion-proof forklift (30206), stopped for the winter. */
const FORKLIFT_STOP: TerminationBody = {
  commit: false,
  type: 'out_of_service',
  equipmentIds: ['30206'],
  reason: '冬季停产检修，叉车暂停使用',
  stopFrom: '2026-12-01',
  stopTo: '2027-02-28',
  handler: '陈伟',
};

async function total(cookie: string, url = '/api/v1/terminations'): Promise<number> {
  const res = await inject(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json()).total;
}

async function forklift() {
  return ZEquipmentDetailSchema.parse((await inject(cookies.zhenhai, 'GET', '/api/v1/equipment/30206')).json());
}

describe('termination applications', () => {
  let id: string;

  it('saves a draft, then submits it; the institute sees only the submitted one', async () => {
    const saved = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', FORKLIFT_STOP);
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = ZTerminationDetailSchema.parse(saved.json());
    id = draft.id;
    expect(draft).toMatchObject({ state: 'draft', type: 'out_of_service', stopFrom: '2026-12-01', handler: '陈伟', appliedAt: null });
    expect(draft.equipment).toEqual([{ equipmentId: '30206', registerCode: '51103302112021070011', equipmentName: '防爆叉车' }]);
    expect(draft.applicationNo).toMatch(/^TYBF\d{13}$/);
    expect(await total(cookies.shenhe, '/api/v1/termination-reviews')).toBe(0);

    const submitted = ZTerminationDetailSchema.parse((await inject(cookies.zhenhai, 'PUT', `/api/v1/terminations/${id}`, { ...FORKLIFT_STOP, commit: true })).json());
    expect(submitted.state).toBe('submitted');
    expect(submitted.history.map((item) => item.state)).toEqual(['draft', 'submitted']);
    const reviews = ZPage.parse((await inject(cookies.shenhe, 'GET', '/api/v1/termination-reviews?state=submitted')).json());
    expect(reviews.items.map((item) => [item.id, item.unitName])).toEqual([[id, '宁波镇海宏泰化工有限公司']]);
  });

  it('refuses an edit of a submitted application (409)', async () => {
    expect((await inject(cookies.zhenhai, 'PUT', `/api/v1/terminations/${id}`, FORKLIFT_STOP)).statusCode).toBe(409);
  });

  it('refuses an enterprise account on the institute routes (403)', async () => {
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/termination-reviews')).statusCode).toBe(403);
    expect((await inject(cookies.zhenhai, 'POST', `/api/v1/termination-reviews/${id}/decision`, { decision: 'pass' })).statusCode).toBe(403);
  });

  it('wants an opinion to return an application', async () => {
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/termination-reviews/${id}/decision`, { decision: 'return' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'opinion', code: 'required', message: message('required') });
  });

  it('approves: the forklift goes out of service, the decision is final and audited', async () => {
    expect((await forklift()).useState).toBe('in_use');
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/termination-reviews/${id}/decision`, { decision: 'pass', opinion: '同意停用' });
    expect(res.statusCode, res.body).toBe(200);
    const decided = ZTerminationDetailSchema.parse(res.json());
    expect(decided).toMatchObject({ state: 'approved', opinion: '同意停用' });
    expect(decided.history.at(-1)).toMatchObject({ state: 'approved', operator: expect.any(String), remark: '同意停用' });
    expect((await forklift()).useState).toBe('out_of_service');
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/termination-reviews/${id}/decision`, { decision: 'pass' })).statusCode).toBe(409);
    const audit = await inject(cookies.admin, 'GET', '/api/v1/audit-records?event=termination-decided');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(`termination:${id}`);
  });

  it('deregisters: the register state follows on approval', async () => {
    const body = { ...FORKLIFT_STOP, commit: true, type: 'deregistered' as const, stopFrom: undefined, stopTo: undefined, reason: '设备已报废拆除，申请注销' };
    const created = ZTerminationDetailSchema.parse((await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', body)).json());
    await inject(cookies.shenhe, 'POST', `/api/v1/termination-reviews/${created.id}/decision`, { decision: 'pass' });
    expect((await forklift()).registerState).toBe('cancelled');
  });

  it('refuses equipment in an open inspection application, naming it (409), and creates nothing', async () => {
    const before = await total(cookies.qiye);
    const res = await inject(cookies.qiye, 'POST', '/api/v1/terminations', { ...FORKLIFT_STOP, equipmentIds: ['30101'], handler: '张丽' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('31103302122021080045');
    expect(res.json().detail).toContain('正在报检流程中');
    expect(await total(cookies.qiye)).toBe(before);
  });

  it('refuses bad input with field messages and creates nothing', async () => {
    const before = await total(cookies.zhenhai);
    const noStart = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_STOP, stopFrom: undefined });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().errors).toContainEqual({ path: 'stopFrom', code: 'required', message: message('required') });
    const reversed = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_STOP, stopTo: '2026-11-01' });
    expect(reversed.json().errors).toContainEqual({ path: 'stopTo', code: 'invalid_value', message: message('dateRange') });
    const noHandler = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_STOP, handler: '' });
    expect(noHandler.statusCode).toBe(400);
    const foreign = await inject(cookies.zhenhai, 'POST', '/api/v1/terminations', { ...FORKLIFT_STOP, equipmentIds: ['30102'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(TERMINATION_MESSAGES.equipmentForeign);
    expect(await total(cookies.zhenhai)).toBe(before);
  });

  it("answers 404 for another unit's application", async () => {
    expect((await inject(cookies.qiye, 'GET', `/api/v1/terminations/${id}`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'PUT', `/api/v1/terminations/${id}`, { ...FORKLIFT_STOP, equipmentIds: ['30102'] })).statusCode).toBe(404);
  });
});
