import { ZPipelineSchema } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { login, startTestGateway, type TestGateway } from '../../integration-support';

let platform: { url: string; close(): Promise<void> };
let gateway: TestGateway;
let qiye: string;
let zhenhai: string;

const ZPage = z.object({ items: z.array(ZPipelineSchema), total: z.number(), page: z.number(), pageSize: z.number() });

beforeAll(async () => {
  platform = await startTestLegacyServer();
  gateway = await startTestGateway(platform.url);
  qiye = await login(gateway.app, 'qiye');
  zhenhai = await login(gateway.app, 'zhenhai');
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function call(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return gateway.app.inject({ method, url, cookies: { portal_session: cookie }, ...(payload === undefined ? {} : { payload }) });
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
    const page = ZPage.parse((await call(zhenhai, 'GET', '/api/v1/pipelines')).json());
    expect(page.items.map((item) => item.pipelineNo)).toEqual(['GD-NH3-01', 'GD-ST-01-01', 'GD-ST-01-02']);
    expect(page.items[1]).toMatchObject({ pipeGrade: 'GC2', length: 860, recordState: 'approved', checkConclusion: 'meets', subTypeName: '工艺管道' });
    expect(ZPage.parse((await call(qiye, 'GET', '/api/v1/pipelines')).json()).items.map((item) => item.pipelineNo)).toEqual(['GAS-01']);
  });

  it('filters by grade and an inclusive next-inspection range, and sorts', async () => {
    const grade = ZPage.parse((await call(zhenhai, 'GET', '/api/v1/pipelines?pipeGrade=GC1')).json());
    expect(grade.items.map((item) => item.pipelineNo)).toEqual(['GD-NH3-01']);
    const day = shanghaiDay(-10);
    const range = ZPage.parse((await call(zhenhai, 'GET', `/api/v1/pipelines?nextCheckDateFrom=${day}&nextCheckDateTo=${day}`)).json());
    expect(range.items.map((item) => item.pipelineNo)).toEqual(['GD-ST-01-02']);
    const sorted = ZPage.parse((await call(zhenhai, 'GET', '/api/v1/pipelines?sort=pipelineNo:desc')).json());
    expect(sorted.items.map((item) => item.pipelineNo)).toEqual(['GD-ST-01-02', 'GD-ST-01-01', 'GD-NH3-01']);
  });

  it('adds a line as a draft, maintains and submits it, then refuses changes while under review', async () => {
    const created = await call(zhenhai, 'POST', '/api/v1/pipelines', line);
    expect(created.statusCode, created.body).toBe(201);
    const draft = ZPipelineSchema.parse(created.json());
    expect(draft).toMatchObject({ recordState: 'draft', length: 120.5, useState: 'in_use', pipeGrade: 'GC3' });
    const submitted = await call(zhenhai, 'PUT', `/api/v1/pipelines/${draft.id}`, { ...line, medium: '压缩空气', commit: true });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ medium: '压缩空气', recordState: 'submitted' });
    expect((await call(zhenhai, 'PUT', `/api/v1/pipelines/${draft.id}`, line)).statusCode).toBe(409);
    expect((await call(zhenhai, 'DELETE', `/api/v1/pipelines/${draft.id}`)).statusCode).toBe(409);
  });

  it('maintains an accepted line, deletes a draft, and refuses a duplicate line number', async () => {
    const maintained = await call(zhenhai, 'PUT', '/api/v1/pipelines/61001', { ...line, pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线' });
    expect(maintained.json()).toMatchObject({ recordState: 'draft', name: '主蒸汽管线' });
    expect((await call(zhenhai, 'DELETE', '/api/v1/pipelines/61003')).statusCode).toBe(204);
    const duplicate = await call(zhenhai, 'POST', '/api/v1/pipelines', { ...line, pipelineNo: 'GD-ST-01-02' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().detail).toBe('管道编号已存在');
  });

  it('answers one line of the unit', async () => {
    const res = await call(zhenhai, 'GET', '/api/v1/pipelines/61002');
    expect(res.statusCode).toBe(200);
    expect(ZPipelineSchema.parse(res.json())).toMatchObject({ pipelineNo: 'GD-ST-01-02', medium: '凝结水', nextCheckDate: shanghaiDay(-10) });
  });

  it('keeps other units out with 404', async () => {
    expect((await call(qiye, 'GET', '/api/v1/pipelines/61002')).statusCode).toBe(404);
    expect((await call(qiye, 'PUT', '/api/v1/pipelines/61002', line)).statusCode).toBe(404);
    expect((await call(qiye, 'DELETE', '/api/v1/pipelines/61002')).statusCode).toBe(404);
  });

  it('is refused with 403 to a role without the equipment access ids', async () => {
    const shenhe = await login(gateway.app, 'shenhe');
    expect((await call(shenhe, 'GET', '/api/v1/pipelines')).statusCode).toBe(403);
    expect((await call(shenhe, 'POST', '/api/v1/pipelines', line)).statusCode).toBe(403);
  });
});
