import { SERVICE_APPLICATION_MESSAGES } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireAnswer, type WireSession } from '../http/wire-test-client';
import { MAINTENANCE_PROJECT_KIND } from '../resources/maintenance-projects/kind';
import { TERMINATION_KIND } from '../resources/terminations/kind';
import type { RunningLegacyServer } from '../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../testing';

let server: RunningLegacyServer;
let zhenhai: WireSession;
let qiye: WireSession;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

/** Both reviewed kinds on 宏泰化工's forklift (30206), each with the form fields of its own. */
const KINDS = [
  {
    name: 'termination',
    kind: TERMINATION_KIND,
    form: { rlvType: '停用', equipmentIds: '30206', reason: '冬季停产', stopBeginDate: '2026-12-01', handler: '王海' },
    submitRemark: '提交申请',
  },
  {
    name: 'maintenance project',
    kind: MAINTENANCE_PROJECT_KIND,
    form: { projType: '修理', equipmentIds: '30206', constructUnit: '宁波叉车维修有限公司', licenceNo: 'TS3433001-2027', noticeDate: '2026-11-20' },
    submitRemark: '提交告知',
  },
] as const;

const data = (answer: { body: WireAnswer }) => answer.body.data as Record<string, unknown> & { history: { status: string; remark: string | null }[] };
const listIds = (answer: { body: WireAnswer }) => (answer.body.data as { list: { id: string }[] }).list.map((row) => row.id);

describe.each(KINDS)('the service application kit: $name', ({ kind, form, submitRemark }) => {
  let id: string;

  it('keeps a draft with the unit: the institute lists only submitted ones, another unit reads none', async () => {
    const saved = await post(server.url, kind.paths.save, { ...form, isCommit: 'false' }, zhenhai);
    expect(saved.body.result, JSON.stringify(saved.body)).toBe('true');
    id = String(data(saved).id);
    expect(data(saved)).toMatchObject({ status: '草稿', equipments: [{ equipmentId: '30206' }] });
    expect(listIds(await get(server.url, kind.paths.list, zhenhai))).toContain(id);
    expect(listIds(await get(server.url, kind.paths.auditList, shenhe))).not.toContain(id);
    const foreign = await get(server.url, kind.paths.form, qiye, { id });
    expect(foreign.body).toMatchObject({ result: 'false', errorMsg: kind.messages.notFound });
  });

  it('submits, then refuses a return without an opinion and a second decision', async () => {
    const submitted = await post(server.url, kind.paths.save, { ...form, id, isCommit: 'true' }, zhenhai);
    expect(data(submitted).history.map((row) => row.remark)).toEqual(['保存草稿', submitRemark]);
    expect(listIds(await get(server.url, kind.paths.auditList, shenhe, { keyword: String(data(submitted).applyNo) }))).toContain(id);
    const bare = await post(server.url, kind.paths.audit, { id, pass: '0' }, shenhe);
    expect(bare.body).toMatchObject({ result: 'false', errorMsg: SERVICE_APPLICATION_MESSAGES.opinionRequired });
    const returned = await post(server.url, kind.paths.audit, { id, pass: '0', opinion: '请补充说明' }, shenhe);
    expect(data(returned)).toMatchObject({ status: '已退回', opinion: '请补充说明' });
    const again = await post(server.url, kind.paths.audit, { id, pass: '1' }, shenhe);
    expect(again.body).toMatchObject({ result: 'false', errorMsg: SERVICE_APPLICATION_MESSAGES.notSubmitted });
  });

  it('takes a returned application back in and approves it, each step in the history', async () => {
    await post(server.url, kind.paths.save, { ...form, id, isCommit: 'true' }, zhenhai);
    const approved = await post(server.url, kind.paths.audit, { id, pass: '1' }, shenhe);
    expect(data(approved).status).toBe('已通过');
    expect(data(approved).history.map((row) => [row.status, row.remark])).toEqual([
      ['草稿', '保存草稿'],
      ['已提交', submitRemark],
      ['已退回', '请补充说明'],
      ['已提交', '修改后重新提交'],
      ['已通过', '审核通过'],
    ]);
    const edit = await post(server.url, kind.paths.save, { ...form, id, isCommit: 'false' }, zhenhai);
    expect(edit.body).toMatchObject({ result: 'false', errorMsg: SERVICE_APPLICATION_MESSAGES.notEditable });
  });
});
