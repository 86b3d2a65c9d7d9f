import {
  USE_REGISTRATION_MESSAGES,
  ZWireUseRegistration,
  ZWireUseRegistrationDetail,
  type WireUseRegistrationDetail,
} from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { WRITE_MESSAGES } from './writes';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';

const LIST = '/a/stone/useManage/list';
const SAVE = '/a/stone/useManage/save';
const MODIFY = '/a/stone/useManage/modify';
const DEL = '/a/stone/useManage/del';
const DETAIL = '/a/stone/epPemUseregistApply/detail';

/** A complete application of 宁波悦澜 for its firefighter lift, ready to submit. */
const FORM = {
  registKind: '新设备首次启用',
  equipmentId: '30106',
  equCategory: '3000',
  equType: '3420',
  equName: '消防员电梯',
  registCode: '34203302122024060001',
  usePlace: '新建副楼西侧',
  areaCode: '330212',
  useDate: '2024-06-01',
  safetyManager: '张丽',
  safetyManagerMobile: '13958201746',
  checkConclusion: '合格',
  nextCheckDate: '2025-06-01',
  declaration: '1',
};

let server: RunningLegacyServer;
let qiye: WireSession;
let zhenhai: WireSession;
let shenhe: WireSession;
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  zhenhai = await login(server.url, 'zhenhai', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

type Page = { count: number; list: { id: string; status: string }[] };
const pageOf = (body: WireAnswer) => body.data as Page;
const idsOf = (body: WireAnswer) => pageOf(body).list.map((row) => row.id).sort();

async function list(session: WireSession, query: Record<string, string> = {}) {
  return (await get(server.url, LIST, session, { pageSize: '50', ...query })).body;
}

async function detail(session: WireSession, id: string): Promise<WireAnswer> {
  return (await get(server.url, `${DETAIL}/${id}`, session)).body;
}

async function detailOf(session: WireSession, id: string): Promise<WireUseRegistrationDetail> {
  return ZWireUseRegistrationDetail.parse((await detail(session, id)).data);
}

describe('useManage/list', () => {
  it('answers result "true" with a page under data, holding only the unit\'s applications', async () => {
    const body = await list(qiye);
    expect(body.result).toBe('true');
    expect(idsOf(body)).toEqual(['40001', '40002', '40003', '40004', '40005', '40006']);
    for (const row of pageOf(body).list) expect(ZWireUseRegistration.safeParse(row).success).toBe(true);
    expect(idsOf(await list(zhenhai))).toEqual(['40011', '40012', '40013', '40014', '40015']);
  });

  it('filters by state, kind, category and keyword', async () => {
    expect(idsOf(await list(qiye, { status: '退回补正' }))).toEqual(['40003']);
    expect(idsOf(await list(qiye, { registKind: '移装' }))).toEqual(['40006']);
    expect(idsOf(await list(qiye, { equCategory: '1000' }))).toEqual(['40005']);
    expect(idsOf(await list(qiye, { keyword: '扶梯' }))).toEqual(['40003']);
  });

  it('treats submitDateEnd as exclusive, as the legacy client has already added a day', async () => {
    const day = addDays(today, -10);
    expect(idsOf(await list(qiye, { submitDateBegin: day, submitDateEnd: day }))).toEqual([]);
    expect(idsOf(await list(qiye, { submitDateBegin: day, submitDateEnd: addDays(day, 1) }))).toEqual(['40004']);
  });

  it('pages and sorts by a known column', async () => {
    const body = await list(qiye, { pageNo: '2', pageSize: '2', orderBy: 'application_no asc' });
    expect(pageOf(body)).toMatchObject({ count: 6 });
    expect(pageOf(body).list.map((row) => row.id)).toEqual(['40003', '40004']);
  });

  it('refuses an unknown sort column and a malformed date with errorMsg', async () => {
    expect(await list(qiye, { orderBy: 'password_hash desc' })).toEqual({ result: 'false', errorMsg: '排序字段不正确' });
    expect((await list(qiye, { submitDateEnd: '2024-13-40' })).result).toBe('false');
  });

  it('answers result "login" without a session and refuses an account without a unit', async () => {
    expect((await get(server.url, LIST)).body.result).toBe('login');
    expect(await list(shenhe)).toEqual({ result: 'false', errorMsg: NO_UNIT_MESSAGE });
  });
});

describe('useManage/save', () => {
  it('saves a draft (isCommit=false) without a submission time', async () => {
    const { body } = await post(server.url, SAVE, { ...FORM, declaration: '0', isCommit: 'false' }, qiye);
    expect(body).toMatchObject({ result: 'true', message: '保存成功', data: { status: '草稿', submitDate: null } });
    const saved = await detailOf(qiye, String((body.data as { id: string }).id));
    expect(saved.applyNo).toMatch(new RegExp(`^SYDJ${today.replaceAll('-', '')}\\d{5}$`));
    expect(saved).toMatchObject({ useUnitName: '宁波悦澜酒店管理有限公司', useUnitCode: '91330212MA281Q4D6T' });
    expect(saved.history.map((step) => [step.status, step.operatorName])).toEqual([['草稿', '张丽']]);
  });

  it('submits at once with isCommit=true', async () => {
    const { body } = await post(server.url, SAVE, { ...FORM, isCommit: 'true' }, qiye);
    expect(body).toMatchObject({ result: 'true', message: '提交成功', data: { status: '已提交', declaration: '1' } });
    expect((body.data as { submitDate: string }).submitDate.slice(0, 10)).toBe(today);
    const saved = await detailOf(qiye, String((body.data as { id: string }).id));
    expect(saved.history.map((step) => step.status)).toEqual(['已提交']);
  });

  it('refuses to submit without the declaration or the use block', async () => {
    expect((await post(server.url, SAVE, { ...FORM, declaration: '0', isCommit: 'true' }, qiye)).body).toEqual({
      result: 'false',
      errorMsg: '提交前请阅读并确认承诺声明',
    });
    const { body } = await post(server.url, SAVE, { ...FORM, usePlace: '', isCommit: 'true' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: '提交前请填写：使用地点' });
  });

  it("refuses another unit's equipment", async () => {
    const { body } = await post(server.url, SAVE, { ...FORM, equipmentId: '30201', isCommit: 'false' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: WRITE_MESSAGES.equipmentForeign });
  });

  it('refuses an attachment id that is not the unit\'s', async () => {
    const { body } = await post(server.url, SAVE, { ...FORM, attachmentIds: 'no-such-file', isCommit: 'false' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: WRITE_MESSAGES.attachmentForeign });
  });
});

describe('useManage/modify', () => {
  it('changes a draft and keeps it a draft', async () => {
    const { body } = await post(server.url, MODIFY, { ...FORM, id: '40002', usePlace: '副楼西侧消防前室', isCommit: 'false' }, qiye);
    expect(body).toMatchObject({ result: 'true', data: { id: '40002', status: '草稿', usePlace: '副楼西侧消防前室' } });
    expect((await detailOf(qiye, '40002')).history).toHaveLength(1);
  });

  it('resubmits an application returned for correction, recording it in the history', async () => {
    const { body } = await post(
      server.url,
      MODIFY,
      { ...FORM, id: '40003', equipmentId: '30103', equType: '3310', equName: '自动扶梯', isCommit: 'true' },
      qiye,
    );
    expect(body).toMatchObject({ result: 'true', data: { status: '已提交' } });
    const history = (await detailOf(qiye, '40003')).history;
    expect(history.map((step) => [step.status, step.remark])).toEqual([
      ['已提交', '提交申请'],
      ['退回补正', '缺少改造监督检验证明，请补正后重新提交'],
      ['已提交', '补正后重新提交'],
    ]);
  });

  it('refuses to change a submitted application', async () => {
    const { body } = await post(server.url, MODIFY, { ...FORM, id: '40006', isCommit: 'false' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: USE_REGISTRATION_MESSAGES.notEditable });
  });

  it("treats another unit's application as missing", async () => {
    const { body } = await post(server.url, MODIFY, { ...FORM, id: '40014', isCommit: 'false' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: USE_REGISTRATION_MESSAGES.notFound });
    expect((await detailOf(zhenhai, '40014')).equName).toBe('反应釜');
  });
});

describe('useManage/del', () => {
  it('deletes a draft with its history', async () => {
    const saved = await post(server.url, SAVE, { ...FORM, isCommit: 'false' }, qiye);
    const id = String((saved.body.data as { id: string }).id);
    expect((await post(server.url, DEL, { id }, qiye)).body).toEqual({ result: 'true', message: '删除成功' });
    expect(await detail(qiye, id)).toEqual({ isSuccess: 0, errorMsg: USE_REGISTRATION_MESSAGES.notFound });
  });

  it('refuses to delete anything past the draft', async () => {
    expect((await post(server.url, DEL, { id: '40004' }, qiye)).body).toEqual({
      result: 'false',
      errorMsg: USE_REGISTRATION_MESSAGES.notDeletable,
    });
  });

  it("cannot delete another unit's draft", async () => {
    expect((await post(server.url, DEL, { id: '40014' }, qiye)).body.errorMsg).toBe(USE_REGISTRATION_MESSAGES.notFound);
    expect((await detail(zhenhai, '40014')).isSuccess).toBe(1);
  });
});

describe('epPemUseregistApply', () => {
  it('answers a detail with isSuccess 1 and the history oldest first', async () => {
    const body = await detail(zhenhai, '40012');
    expect(body.isSuccess).toBe(1);
    const record = ZWireUseRegistrationDetail.parse(body.data);
    expect(record).toMatchObject({ status: '不予登记', registKind: '过户', opinion: '原使用单位尚未办理使用登记注销，不予登记' });
    expect(record.history.map((step) => step.status)).toEqual(['已提交', '已受理', '审核中', '不予登记']);
  });

  it('answers isSuccess 0 with errorMsg for a missing or foreign application', async () => {
    expect(await detail(qiye, 'nope')).toEqual({ isSuccess: 0, errorMsg: USE_REGISTRATION_MESSAGES.notFound });
    expect(await detail(zhenhai, '40001')).toEqual({ isSuccess: 0, errorMsg: USE_REGISTRATION_MESSAGES.notFound });
  });

  it('lists the eight registration kinds', async () => {
    const { body } = await get(server.url, '/a/stone/epPemUseregistApply/kinds', qiye);
    expect(body.isSuccess).toBe(1);
    expect((body.data as { dictLabel: string }[]).map((kind) => kind.dictLabel)).toEqual([
      '新设备首次启用',
      '停用后启用',
      '改造',
      '更名',
      '地址变更',
      '过户',
      '移装',
      '达到设计使用年限',
    ]);
  });
});
