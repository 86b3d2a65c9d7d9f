import { ZPipelineSchema, ZSavedSchema } from '@portal/contract';
import { PIPELINE_WIRE_PATHS, pipelineDetailPath } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, setUpGatewayTests } from '../../integration-support';
import { platformCallsDuring } from '../../platform-call-support';

const gateway = setUpGatewayTests(['qiye', 'zhenhai']);
const { cookies } = gateway;

const ZPage = z.object({ items: z.array(ZPipelineSchema), total: z.number(), page: z.number(), pageSize: z.number() });

function call(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, cookies: { portal_session: cookie }, ...(payload === undefined ? {} : { payload }) });
}

async function pipelineOf(cookie: string, id: string) {
  const res = await call(cookie, 'GET', `/api/v1/pipelines/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZPipelineSchema.parse(res.json());
}

function shanghaiDay(days: number): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

const line = {
  commit: false,
  subTypeCode: '8310',
  registerCode: '83103302112018100001',
  name: '仪表风管线',
  pipelineNo: 'GD-IA-01',
  pipeGrade: 'GC3',
  medium: '仪表空气',
  nominalDiameter: 25,
  length: 120.5,
  designPressure: 0.8,
  areaCode: '330211',
  usePlace: '一车间管廊',
  installDate: '2019-05-06',
};

describe('/api/v1/pipelines', () => {
  it('lists the unit’s lines with grade, numbers and states', async () => {
    const page = ZPage.parse((await call(cookies.zhenhai, 'GET', '/api/v1/pipelines')).json());
    expect(page.items.map((item) => item.pipelineNo)).toEqual(['GD-NH3-01', 'GD-ST-01-01', 'GD-ST-01-02']);
    expect(page.items[1]).toMatchObject({ pipeGrade: 'GC2', length: 860, recordState: 'approved', checkConclusion: 'meets', subTypeName: '工艺管道' });
    expect(ZPage.parse((await call(cookies.qiye, 'GET', '/api/v1/pipelines')).json()).items.map((item) => item.pipelineNo)).toEqual(['GAS-01']);
  });

  it('filters by grade and an inclusive next-inspection range, and sorts', async () => {
    const grade = ZPage.parse((await call(cookies.zhenhai, 'GET', '/api/v1/pipelines?pipeGrade=GC1')).json());
    expect(grade.items.map((item) => item.pipelineNo)).toEqual(['GD-NH3-01']);
    const day = shanghaiDay(-10);
    const range = ZPage.parse((await call(cookies.zhenhai, 'GET', `/api/v1/pipelines?nextCheckDateFrom=${day}&nextCheckDateTo=${day}`)).json());
    expect(range.items.map((item) => item.pipelineNo)).toEqual(['GD-ST-01-02']);
    const sorted = ZPage.parse((await call(cookies.zhenhai, 'GET', '/api/v1/pipelines?sort=pipelineNo:desc')).json());
    expect(sorted.items.map((item) => item.pipelineNo)).toEqual(['GD-ST-01-02', 'GD-ST-01-01', 'GD-NH3-01']);
  });

  it('adds a line as a draft, maintains and submits it, then refuses changes while under review', async () => {
    const platformUrl = gateway.platform.url;
    const { answer: created, calls } = await platformCallsDuring(platformUrl, () => call(cookies.zhenhai, 'POST', '/api/v1/pipelines', line));
    expect(created.statusCode, created.body).toBe(201);
    expect(calls).toEqual([PIPELINE_WIRE_PATHS.save]);
    const saved = ZSavedSchema.strict().parse(created.json());
    expect(saved.state).toBe('draft');
    const draft = await pipelineOf(cookies.zhenhai, saved.id);
    expect(draft).toMatchObject({ recordState: 'draft', length: 120.5, useState: 'in_use', pipeGrade: 'GC3' });

    const body = { ...line, medium: '压缩空气', commit: true };
    const { answer: submitted, calls: updateCalls } = await platformCallsDuring(platformUrl, () =>
      call(cookies.zhenhai, 'PUT', `/api/v1/pipelines/${draft.id}`, body),
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    // The read before the write (the under-review check), then the save; nothing read after it.
    expect(updateCalls).toEqual([pipelineDetailPath(draft.id), PIPELINE_WIRE_PATHS.save]);
    expect(submitted.json()).toEqual({ id: draft.id, state: 'submitted' });
    expect(await pipelineOf(cookies.zhenhai, draft.id)).toMatchObject({ medium: '压缩空气', recordState: 'submitted' });
    expect((await call(cookies.zhenhai, 'PUT', `/api/v1/pipelines/${draft.id}`, line)).statusCode).toBe(409);
    expect((await call(cookies.zhenhai, 'DELETE', `/api/v1/pipelines/${draft.id}`)).statusCode).toBe(409);
  });

  it('maintains an accepted line, deletes a draft, and refuses a duplicate line number', async () => {
    const maintained = await call(cookies.zhenhai, 'PUT', '/api/v1/pipelines/61001', { ...line, pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线' });
    expect(maintained.json()).toEqual({ id: '61001', state: 'draft' });
    expect(await pipelineOf(cookies.zhenhai, '61001')).toMatchObject({ recordState: 'draft', name: '主蒸汽管线' });
    expect((await call(cookies.zhenhai, 'DELETE', '/api/v1/pipelines/61003')).statusCode).toBe(204);
    const duplicate = await call(cookies.zhenhai, 'POST', '/api/v1/pipelines', { ...line, pipelineNo: 'GD-ST-01-02' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().detail).toBe('管道编号已存在');
  });

  it('answers one line of the unit', async () => {
    const res = await call(cookies.zhenhai, 'GET', '/api/v1/pipelines/61002');
    expect(res.statusCode).toBe(200);
    expect(ZPipelineSchema.parse(res.json())).toMatchObject({ pipelineNo: 'GD-ST-01-02', medium: '凝结水', nextCheckDate: shanghaiDay(-10) });
  });

  it('keeps other units out with 404', async () => {
    expect((await call(cookies.qiye, 'GET', '/api/v1/pipelines/61002')).statusCode).toBe(404);
    expect((await call(cookies.qiye, 'PUT', '/api/v1/pipelines/61002', line)).statusCode).toBe(404);
    expect((await call(cookies.qiye, 'DELETE', '/api/v1/pipelines/61002')).statusCode).toBe(404);
  });

  it('is refused with 403 to a role without the equipment access ids', async () => {
    const shenhe = await login(gateway.app, 'shenhe');
    expect((await call(shenhe, 'GET', '/api/v1/pipelines')).statusCode).toBe(403);
    expect((await call(shenhe, 'POST', '/api/v1/pipelines', line)).statusCode).toBe(403);
  });
});
