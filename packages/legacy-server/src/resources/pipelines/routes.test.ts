import { pipelineDetailPath, PIPELINE_WIRE_PATHS } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

const line = {
  equType: '8310',
  registerCode: '83103302112018100001',
  pipeName: '仪表风管线',
  pipeNo: 'GD-IA-01',
  pipeGrade: 'GC3',
  medium: '仪表空气',
  pipeLength: '120.5',
  nominalDiameter: '25',
  areaCode: '330211',
  usePlace: '一车间管廊',
};

describe('pipeline self-maintenance', () => {
  it('lists the unit’s lines by line number', async () => {
    const { body } = await get(server.url, PIPELINE_WIRE_PATHS.list, zhenhai);
    const data = body.data as { count: number; list: WireAnswer[] };
    expect(data.list.map((row) => row.pipeNo)).toEqual(['GD-NH3-01', 'GD-ST-01-01', 'GD-ST-01-02']);
    const graded = await get(server.url, PIPELINE_WIRE_PATHS.list, zhenhai, { pipeGrade: 'GC1' });
    expect((graded.body.data as { count: number }).count).toBe(1);
  });

  it('adds a line, links it to the piping file of its register code, and maintains it', async () => {
    const saved = await post(server.url, PIPELINE_WIRE_PATHS.save, { ...line, isCommit: 'false' }, zhenhai);
    expect(saved.body).toMatchObject({ result: 'true', data: { state: '草稿' } });
    const id = String((saved.body.data as { id: string }).id);
    expect((await get(server.url, pipelineDetailPath(id), zhenhai)).body.data).toMatchObject({ pipeLength: 120.5, nominalDiameter: 25, state: '草稿' });
    const [row] = await server.db.query.pipelines.findMany({ where: (table, { eq }) => eq(table.id, id) });
    expect(row?.equipmentId).toBe('30204');
    const submitted = await post(server.url, PIPELINE_WIRE_PATHS.save, { ...line, id, medium: '压缩空气', isCommit: 'true' }, zhenhai);
    expect(submitted.body).toMatchObject({ data: { state: '已提交' } });
    expect((await post(server.url, PIPELINE_WIRE_PATHS.save, { ...line, id, isCommit: 'false' }, zhenhai)).body).toMatchObject({
      errorMsg: '该管道信息正在审核中，不能修改',
    });
  });

  it('refuses a duplicate line number and deletes only drafts', async () => {
    expect((await post(server.url, PIPELINE_WIRE_PATHS.save, { ...line, pipeNo: 'GD-ST-01-01', isCommit: 'false' }, zhenhai)).body).toEqual({
      result: 'false',
      errorMsg: '管道编号已存在',
    });
    expect((await post(server.url, PIPELINE_WIRE_PATHS.delete, { id: '61001' }, zhenhai)).body).toMatchObject({ errorMsg: '只能删除草稿状态的管道' });
    expect((await post(server.url, PIPELINE_WIRE_PATHS.delete, { id: '61003' }, zhenhai)).body).toMatchObject({ result: 'true' });
  });

  it('keeps other units out', async () => {
    expect((await get(server.url, pipelineDetailPath('61001'), qiye)).body).toEqual({ result: 'false', errorMsg: '无权访问该管道' });
    expect((await post(server.url, PIPELINE_WIRE_PATHS.save, { ...line, id: '61001', isCommit: 'false' }, qiye)).body).toMatchObject({
      errorMsg: '无权访问该管道',
    });
  });
});
