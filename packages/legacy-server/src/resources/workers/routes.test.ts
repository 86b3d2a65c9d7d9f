import { WORKER_MESSAGES } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { addDays, formatWireDate } from '../../http/wire-date';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { demoIdCard, DEMO_WORKER_IDS } from '../../seed/demo-workers';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { WORKER_FORM_MESSAGES } from './form';

const LIST = '/a/stone/operator/list';
const GET = '/a/stone/operator/get';
const ADD = '/a/stone/operator/add';
const UPDATE = '/a/stone/operator/update';
const DEL = '/a/stone/operator/del';
const QUALIFICATIONS = '/a/stone/operator/qualifications';
const STATISTICS = '/a/stone/operator/statistics';

const today = formatWireDate(new Date());

/** A new forklift driver of 宁波悦澜 with one certificate. */
const FORM = {
  name: '赵志强',
  sex: '男',
  identityCard: demoIdCard('330212', '19880105', '071'),
  mobile: '13655741209',
  status: '在聘',
  remark: '',
  qualifications: JSON.stringify([
    { workType: 'N1', certNo: 'TS330212N1099', issueOrg: '宁波市市场监督管理局', issueDate: '2024-03-01', validDate: '2028-02-29' },
  ]),
};

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

type Page = { count: number; list: Record<string, unknown>[] };
const pageOf = (body: WireAnswer) => body.data as Page;
const idsOf = (body: WireAnswer) => pageOf(body).list.map((row) => String(row.id)).sort();

async function list(session: WireSession, query: Record<string, string> = {}) {
  return (await get(server.url, LIST, session, { pageSize: '50', ...query })).body;
}

describe('operator/list', () => {
  it("lists the unit's own operators with their certificate codes", async () => {
    const body = await list(qiye);
    expect(body.result).toBe('true');
    expect(idsOf(body)).toEqual([DEMO_WORKER_IDS.zhangLi, DEMO_WORKER_IDS.liJianhua, DEMO_WORKER_IDS.zhouHaibo, DEMO_WORKER_IDS.chenJing].sort());
    const li = pageOf(body).list.find((row) => row.id === DEMO_WORKER_IDS.liJianhua);
    expect(li).toMatchObject({ name: '李建华', sex: '男', status: '在聘', workTypes: 'G1,G3' });
    expect(idsOf(await list(zhenhai))).toEqual([DEMO_WORKER_IDS.wangJianguo]);
  });

  it('filters by keyword, work type and state', async () => {
    expect(idsOf(await list(qiye, { keyword: '建华' }))).toEqual([DEMO_WORKER_IDS.liJianhua]);
    expect(idsOf(await list(qiye, { workType: 'A' }))).toEqual([DEMO_WORKER_IDS.zhangLi, DEMO_WORKER_IDS.chenJing].sort());
    expect(idsOf(await list(qiye, { status: '解聘' }))).toEqual([DEMO_WORKER_IDS.chenJing]);
  });

  it('sorts by a named column and refuses another', async () => {
    const body = await list(qiye, { orderBy: 'name asc' });
    expect(pageOf(body).list.map((row) => row.name)).toEqual(['周海波', '张丽', '李建华', '陈静']);
    expect((await list(qiye, { orderBy: 'id_card asc' })).result).toBe('false');
  });

  it('answers an institute account without a unit with an error', async () => {
    expect(await list(shenhe)).toMatchObject({ result: 'false', errorMsg: NO_UNIT_MESSAGE });
  });
});

describe('operator/get', () => {
  it('answers the operator with full numbers and qualifications', async () => {
    const { body } = await get(server.url, GET, qiye, { id: DEMO_WORKER_IDS.liJianhua });
    const data = body.data as Record<string, unknown> & { qualifications: Record<string, unknown>[] };
    expect(data.identityCard).toBe(demoIdCard('330203', '19790925', '013'));
    expect(data.qualifications.map((row) => row.workType)).toEqual(['G1', 'G3']);
    expect(data.qualifications[0]).toMatchObject({ workTypeName: '工业锅炉司炉', issueOrg: '宁波市市场监督管理局' });
  });

  it("refuses another unit's operator as not found", async () => {
    expect((await get(server.url, GET, zhenhai, { id: DEMO_WORKER_IDS.liJianhua })).body).toMatchObject({ result: 'false', errorMsg: WORKER_MESSAGES.notFound });
  });
});

describe('operator/add, update, del', () => {
  it('adds an operator with a certificate, updates it and deletes it', async () => {
    const added = (await post(server.url, ADD, FORM, qiye)).body;
    expect(added.result).toBe('true');
    const id = String((added.data as { id: string }).id);
    expect(idsOf(await list(qiye, { workType: 'N1' }))).toEqual([id]);

    const updated = (await post(server.url, UPDATE, { ...FORM, id, status: '解聘', qualifications: '[]' }, qiye)).body;
    expect(updated.result).toBe('true');
    const { body } = await get(server.url, GET, qiye, { id });
    expect(body.data).toMatchObject({ status: '解聘', qualifications: [] });

    expect((await post(server.url, DEL, { id }, zhenhai)).body).toMatchObject({ result: 'false', errorMsg: WORKER_MESSAGES.notFound });
    expect((await post(server.url, DEL, { id }, qiye)).body.result).toBe('true');
    expect((await get(server.url, GET, qiye, { id })).body.result).toBe('false');
  });

  it('refuses a second operator with the same ID card in the unit', async () => {
    const again = { ...FORM, identityCard: demoIdCard('330212', '19860412', '062') };
    expect((await post(server.url, ADD, again, qiye)).body).toMatchObject({ result: 'false', errorMsg: WORKER_MESSAGES.duplicateIdCard });
  });

  it('refuses bad fields with the field named, and creates nothing', async () => {
    const before = pageOf(await list(qiye)).count;
    expect((await post(server.url, ADD, { ...FORM, identityCard: '12345' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: '身份证号码格式不正确' });
    expect((await post(server.url, ADD, { ...FORM, name: '' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: '姓名不能为空' });
    const backwards = JSON.stringify([{ workType: 'N1', certNo: 'X1', issueOrg: '局', issueDate: '2024-03-01', validDate: '2024-02-01' }]);
    expect((await post(server.url, ADD, { ...FORM, qualifications: backwards }, qiye)).body).toMatchObject({ result: 'false', errorMsg: WORKER_FORM_MESSAGES.validBeforeIssue });
    expect((await post(server.url, ADD, { ...FORM, qualifications: '[{"workType":"Z9"}]' }, qiye)).body.result).toBe('false');
    expect(pageOf(await list(qiye)).count).toBe(before);
  });
});

describe('operator/qualifications and statistics', () => {
  it('lists the certificates of the unit soonest end first, filtered by an end date range', async () => {
    const { body } = await get(server.url, QUALIFICATIONS, qiye, { pageSize: '50' });
    const rows = pageOf(body).list;
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ operatorName: '周海波', workType: 'G1' });
    const soon = (await get(server.url, QUALIFICATIONS, qiye, { validDateBegin: today, validDateEnd: addDays(today, 91) })).body;
    expect(pageOf(soon).list.map((row) => row.certNo)).toEqual(['TS330212G1002']);
  });

  it('counts operators and certificates by work type, with those expiring within 90 days', async () => {
    const { body } = await get(server.url, STATISTICS, qiye);
    expect(body.data).toMatchObject({ total: 4, employed: 3, certificates: 5, expiringSoon: 1, expired: 1 });
    expect((body.data as { byWorkType: unknown[] }).byWorkType).toEqual([
      { workType: 'A', operators: 2, certificates: 2 },
      { workType: 'G1', operators: 2, certificates: 2 },
      { workType: 'G3', operators: 1, certificates: 1 },
    ]);
  });
});
