import { message, pageOf, ZMaintenanceProjectDetailSchema, ZMaintenanceProjectSchema, type MaintenanceProjectBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZMaintenanceProjectSchema);

const { cookies, inject } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe']);

/** A modification notice for 宁波悦澜's two passenger lifts. */
const NOTICE: MaintenanceProjectBody = {
  commit: true,
  kind: 'modification',
  equipmentIds: ['30101', '30102'],
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3433012-2026',
  noticeDate: '2026-11-25',
  plannedCompletionDate: '2026-12-20',
  content: '更换控制柜与曳引机',
};

async function total(cookie: string, url = '/api/v1/maintenance-projects'): Promise<number> {
  const res = await inject(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json()).total;
}

describe('maintenance project applications', () => {
  let id: string;

  it('submits a notice at once with its equipment, contractor and dates', async () => {
    const res = await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', NOTICE);
    expect(res.statusCode, res.body).toBe(201);
    const notice = ZMaintenanceProjectDetailSchema.parse(res.json());
    id = notice.id;
    expect(notice).toMatchObject({ state: 'submitted', kind: 'modification', licenseNo: 'TS3433012-2026', noticeDate: '2026-11-25', plannedCompletionDate: '2026-12-20', content: '更换控制柜与曳引机' });
    expect(notice.equipment.map((item) => item.registerCode)).toEqual(['31103302122021080045', '31103302122021080044']);
    expect(notice.appliedAt).not.toBeNull();
  });

  it('lists with filters and the institute sees every unit', async () => {
    expect(await total(cookies.qiye, '/api/v1/maintenance-projects?kind=modification&noticeDateFrom=2026-11-25&noticeDateTo=2026-11-25')).toBe(1);
    expect(await total(cookies.qiye, '/api/v1/maintenance-projects?noticeDateFrom=2026-11-24&noticeDateTo=2026-11-24')).toBe(0);
    expect(await total(cookies.qiye, '/api/v1/maintenance-projects?state=approved')).toBe(1);
    expect(await total(cookies.qiye, '/api/v1/maintenance-projects?keyword=31103302122021080044')).toBe(1);
    expect(await total(cookies.shenhe, '/api/v1/maintenance-project-reviews?state=submitted')).toBe(1);
    expect(await total(cookies.zhenhai)).toBe(0);
  });

  it('returns with an opinion; the unit corrects and submits again; the institute approves', async () => {
    const returned = await inject(cookies.shenhe, 'POST', `/api/v1/maintenance-project-reviews/${id}/decision`, { decision: 'return', opinion: '请补充施工方案' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(ZMaintenanceProjectDetailSchema.parse(returned.json())).toMatchObject({ state: 'returned', opinion: '请补充施工方案' });
    const again = await inject(cookies.qiye, 'PUT', `/api/v1/maintenance-projects/${id}`, { ...NOTICE, content: '更换控制柜与曳引机，附施工方案' });
    expect(ZMaintenanceProjectDetailSchema.parse(again.json()).state).toBe('submitted');
    const approved = await inject(cookies.shenhe, 'POST', `/api/v1/maintenance-project-reviews/${id}/decision`, { decision: 'pass' });
    const detail = ZMaintenanceProjectDetailSchema.parse(approved.json());
    expect(detail.state).toBe('approved');
    expect(detail.history.map((item) => item.state)).toEqual(['submitted', 'returned', 'submitted', 'approved']);
  });

  it('deletes a draft but not a decided application', async () => {
    const draft = ZMaintenanceProjectDetailSchema.parse((await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', { ...NOTICE, commit: false, kind: 'repair' })).json());
    expect(draft.state).toBe('draft');
    expect((await inject(cookies.qiye, 'DELETE', `/api/v1/maintenance-projects/${draft.id}`)).statusCode).toBe(204);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/maintenance-projects/${draft.id}`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'DELETE', `/api/v1/maintenance-projects/${id}`)).statusCode).toBe(409);
  });

  it('refuses bad input with field messages and creates nothing', async () => {
    const before = await total(cookies.qiye);
    const early = await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', { ...NOTICE, plannedCompletionDate: '2026-11-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({ path: 'plannedCompletionDate', code: 'invalid_value', message: message('dateRange') });
    expect((await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', { ...NOTICE, licenseNo: '' })).statusCode).toBe(400);
    expect((await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', { ...NOTICE, equipmentIds: [] })).statusCode).toBe(400);
    expect((await inject(cookies.qiye, 'POST', '/api/v1/maintenance-projects', { ...NOTICE, equipmentIds: ['30206'] })).statusCode).toBe(400);
    expect(await total(cookies.qiye)).toBe(before);
  });

  it("answers 404 for another unit's application and 403 for an enterprise user on the institute routes", async () => {
    expect((await inject(cookies.zhenhai, 'GET', `/api/v1/maintenance-projects/${id}`)).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'DELETE', `/api/v1/maintenance-projects/${id}`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', '/api/v1/maintenance-project-reviews')).statusCode).toBe(403);
    expect((await inject(cookies.qiye, 'POST', `/api/v1/maintenance-project-reviews/${id}/decision`, { decision: 'pass' })).statusCode).toBe(403);
  });
});
