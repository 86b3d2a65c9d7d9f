import { constructionRecordDetailPath, CONSTRUCTION_RECORD_WIRE_PATHS } from '@portal/legacy-protocol';
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

const record = {
  equCategory: '3000',
  equName: '曳引驱动乘客电梯',
  bcwType: '安装',
  constructUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133019-2026',
  noticeDate: '2026-01-05',
  planFinishDate: '2026-03-01',
  usePlace: '新建副楼东侧',
  attachmentIds: 'f1,f2',
};

describe('constructionRecords', () => {
  it('lists the unit’s records newest first, filtered by state and notice date (End exclusive)', async () => {
    const { body } = await get(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.list, qiye);
    const data = body.data as { count: number; list: WireAnswer[] };
    expect(data.count).toBe(2);
    expect(data.list.map((row) => row.id)).toEqual(['51003', '51004']);
    const returned = await get(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.list, qiye, { state: '退回' });
    expect((returned.body.data as { list: WireAnswer[] }).list.map((row) => row.id)).toEqual(['51004']);
    const notice = String(data.list[0]!.noticeDate);
    const exclusive = await get(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.list, qiye, { noticeDateBegin: notice, noticeDateEnd: notice });
    expect((exclusive.body.data as { count: number }).count).toBe(0);
  });

  it('saves a draft, commits it, and then neither edits nor deletes it', async () => {
    const saved = await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, isCommit: 'false' }, qiye);
    expect(saved.body).toMatchObject({ result: 'true', data: { state: '草稿' } });
    const id = String((saved.body.data as { id: string }).id);
    const detail = await get(server.url, constructionRecordDetailPath(id), qiye);
    expect(detail.body.data).toMatchObject({ bcwType: '安装', attachmentIds: 'f1,f2', remark: '' });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.commit, { id }, qiye)).body).toMatchObject({ data: { id, state: '已提交' } });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, id, isCommit: 'false' }, qiye)).body).toMatchObject({ result: 'false' });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.delete, { id }, qiye)).body).toEqual({ result: 'false', errorMsg: '只能删除草稿状态的施工告知' });
  });

  it('lets a returned record be corrected and submitted again, clearing the old opinion', async () => {
    const opinion = await get(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.showOpinion, qiye, { id: '51004' });
    expect(opinion.body.data).toMatchObject({ state: '退回', opinion: expect.stringContaining('许可证'), reviewer: '陈审核' });
    const resubmitted = await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, id: '51004', bcwType: '重大修理', isCommit: 'true' }, qiye);
    expect(resubmitted.body).toMatchObject({ data: { state: '已提交' } });
    expect((await get(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.showOpinion, qiye, { id: '51004' })).body.data).toMatchObject({ state: '已提交', opinion: null });
  });

  it('deletes a draft', async () => {
    const saved = await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, isCommit: 'false' }, qiye);
    const id = String((saved.body.data as { id: string }).id);
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.delete, { id }, qiye)).body).toMatchObject({ result: 'true' });
    expect((await get(server.url, constructionRecordDetailPath(id), qiye)).body).toEqual({ result: 'false', errorMsg: '施工告知不存在' });
  });

  it('keeps other units out and checks the equipment belongs to the unit', async () => {
    expect((await get(server.url, constructionRecordDetailPath('51003'), zhenhai)).body).toEqual({ result: 'false', errorMsg: '无权访问该记录' });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.commit, { id: '51002' }, qiye)).body).toMatchObject({ errorMsg: '无权访问该记录' });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, equId: '30201', isCommit: 'false' }, qiye)).body).toMatchObject({
      errorMsg: '无权访问该设备',
    });
  });

  it('checks the form', async () => {
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, bcwType: '拆除', isCommit: 'false' }, qiye)).body).toMatchObject({
      errorMsg: '请选择施工类别',
    });
    expect((await post(server.url, CONSTRUCTION_RECORD_WIRE_PATHS.save, { ...record, planFinishDate: '2025-12-01', isCommit: 'false' }, qiye)).body).toMatchObject({
      errorMsg: '计划竣工日期不能早于告知日期',
    });
  });
});
