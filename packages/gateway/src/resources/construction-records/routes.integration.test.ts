import { ZConstructionRecordDetailSchema, ZConstructionRecordSchema, ZOpinionSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, setUpGatewayTests } from '../../integration-support';
import { CONSTRUCTION_RECORD } from './record-fixture';

const gateway = setUpGatewayTests(['qiye', 'zhenhai']);
const { cookies } = gateway;

const ZPage = z.object({ items: z.array(ZConstructionRecordSchema), total: z.number(), page: z.number(), pageSize: z.number() });

function call(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, cookies: { portal_session: cookie }, ...(payload === undefined ? {} : { payload }) });
}

const record = CONSTRUCTION_RECORD;

describe('/api/v1/construction-records', () => {
  it('lists the unit’s records with their states and filters them', async () => {
    const res = await call(cookies.qiye, 'GET', '/api/v1/construction-records');
    expect(res.statusCode).toBe(200);
    const page = ZPage.parse(res.json());
    expect(page.items.map((item) => [item.id, item.state, item.kind])).toEqual([
      ['51003', 'submitted', 'installation'],
      ['51004', 'returned', 'major_repair'],
    ]);
    const returned = ZPage.parse((await call(cookies.qiye, 'GET', '/api/v1/construction-records?state=returned')).json());
    expect(returned.items.map((item) => item.id)).toEqual(['51004']);
    const notice = page.items[0]!.noticeDate!;
    const sameDay = ZPage.parse((await call(cookies.qiye, 'GET', `/api/v1/construction-records?noticeDateFrom=${notice}&noticeDateTo=${notice}`)).json());
    expect(sameDay.items.map((item) => item.id)).toEqual(['51003']);
  });

  it('goes through its life: draft, edit, commit, then no more edits or deletes', async () => {
    const created = await call(cookies.qiye, 'POST', '/api/v1/construction-records', record);
    expect(created.statusCode, created.body).toBe(201);
    const { id, state } = created.json();
    expect(state).toBe('draft');
    const detail = ZConstructionRecordDetailSchema.parse((await call(cookies.qiye, 'GET', `/api/v1/construction-records/${id}`)).json());
    expect(detail).toMatchObject({ equipmentId: '30106', remark: '新装消防员电梯', attachmentIds: ['att-1'], state: 'draft' });

    const edited = await call(cookies.qiye, 'PUT', `/api/v1/construction-records/${id}`, { ...record, licenseNo: 'TS3133019-2027' });
    expect(edited.json()).toEqual({ id, state: 'draft' });
    const committed = await call(cookies.qiye, 'POST', `/api/v1/construction-records/${id}/commit`);
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toEqual({ id, state: 'submitted' });

    expect((await call(cookies.qiye, 'PUT', `/api/v1/construction-records/${id}`, record)).statusCode).toBe(409);
    expect((await call(cookies.qiye, 'POST', `/api/v1/construction-records/${id}/commit`)).statusCode).toBe(409);
    expect((await call(cookies.qiye, 'DELETE', `/api/v1/construction-records/${id}`)).statusCode).toBe(409);
  });

  it('saves and submits in one step with commit, and deletes a draft', async () => {
    const submitted = await call(cookies.qiye, 'POST', '/api/v1/construction-records', { ...record, commit: true });
    expect(submitted.json()).toMatchObject({ state: 'submitted' });
    const draft = (await call(cookies.qiye, 'POST', '/api/v1/construction-records', record)).json();
    expect((await call(cookies.qiye, 'DELETE', `/api/v1/construction-records/${draft.id}`)).statusCode).toBe(204);
    expect((await call(cookies.qiye, 'GET', `/api/v1/construction-records/${draft.id}`)).statusCode).toBe(404);
  });

  it('shows the reviewer’s opinion and lets a returned record be corrected and resubmitted', async () => {
    const opinion = ZOpinionSchema.parse((await call(cookies.qiye, 'GET', '/api/v1/construction-records/51004/opinion')).json());
    expect(opinion).toMatchObject({ state: 'returned', reviewer: '陈审核', opinion: expect.stringContaining('许可证') });
    expect(opinion.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const resubmitted = await call(cookies.qiye, 'PUT', '/api/v1/construction-records/51004', {
      ...record,
      equipmentId: '30102',
      equipmentName: '曳引驱动乘客电梯',
      kind: 'major_repair',
      constructionUnit: '宁波甬江电梯工程有限公司',
      commit: true,
    });
    expect(resubmitted.json()).toEqual({ id: '51004', state: 'submitted' });
  });

  it('keeps other units out with 404', async () => {
    expect((await call(cookies.zhenhai, 'GET', '/api/v1/construction-records/51003')).statusCode).toBe(404);
    expect((await call(cookies.zhenhai, 'GET', '/api/v1/construction-records/51003/opinion')).statusCode).toBe(404);
    expect((await call(cookies.zhenhai, 'POST', '/api/v1/construction-records/51002/commit')).statusCode).toBe(404);
    expect((await call(cookies.zhenhai, 'DELETE', '/api/v1/construction-records/51002')).statusCode).toBe(404);
    const foreignEquipment = await call(cookies.zhenhai, 'POST', '/api/v1/construction-records', record);
    expect(foreignEquipment.statusCode).toBe(400);
    expect(foreignEquipment.json().detail).toBe('无权访问该设备');
  });

  it('is refused with 403 to a role without equipment:view', async () => {
    const shenhe = await login(gateway.app, 'shenhe');
    expect((await call(shenhe, 'GET', '/api/v1/construction-records')).statusCode).toBe(403);
    expect((await call(shenhe, 'GET', '/api/v1/construction-records/51003/opinion')).statusCode).toBe(403);
  });
});
