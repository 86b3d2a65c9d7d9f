import { UNIT_MESSAGES } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

const UNIT = '/a/stone/user/unit';
const SAVE = '/a/stone/unit/save';
const CHANGE = '/a/stone/unit/changeUnit';
const HISTORY = '/a/stone/unit/findChangeUnit';

let server: RunningLegacyServer;
let qiye: WireSession;
let shenhe: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

type Row = { [key: string]: unknown };
const history = async (query: Row = {}) => ((await get(server.url, HISTORY, qiye, { pageSize: '50', ...(query as { [key: string]: string }) })).body.data as { count: number; list: Row[] });

async function saveForm(): Promise<{ [key: string]: string }> {
  const unit = (await get(server.url, UNIT, qiye)).body as WireAnswer;
  const text = (key: string) => String(unit[key] ?? '');
  return {
    areaCode: text('areaCode'),
    businessAddress: text('businessAddress'),
    contactPerson: text('contactPerson'),
    contactPhone: text('contactPhone'),
    postcode: text('postcode'),
    fixedAssets: text('fixedAssets'),
    foundDate: text('foundDate').slice(0, 10),
    regAuthority: text('regAuthority'),
    email: text('email'),
  };
}

describe('unit/save', () => {
  it('applies the kept fields at once and records each changed one as 已通过', async () => {
    const form = await saveForm();
    const saved = (await post(server.url, SAVE, { ...form, contactPerson: '王晓燕' }, qiye)).body;
    expect(saved).toMatchObject({ result: 'true', data: { contactPerson: '王晓燕' } });
    const records = (await history()).list;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ field: 'contactPerson', fieldName: '联系人', oldValue: form.contactPerson, newValue: '王晓燕', status: '已通过', applicantName: '张丽' });
  });

  it('names the first bad field', async () => {
    const form = await saveForm();
    expect((await post(server.url, SAVE, { ...form, contactPerson: '' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: '联系人不能为空' });
    expect((await post(server.url, SAVE, { ...form, postcode: '012345' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: '邮政编码格式不正确' });
  });

  it('answers an account without a unit with an error', async () => {
    expect((await post(server.url, SAVE, await saveForm(), shenhe)).body).toMatchObject({ result: 'false', errorMsg: NO_UNIT_MESSAGE });
  });
});

describe('unit/changeUnit', () => {
  it('files a registered field for review and leaves the unit as it is', async () => {
    const changes = JSON.stringify([{ field: 'legalPerson', newValue: '周国平' }]);
    const filed = (await post(server.url, CHANGE, { changes, reason: '法定代表人变更' }, qiye)).body;
    expect(filed).toMatchObject({ result: 'true', data: [{ field: 'legalPerson', newValue: '周国平', status: '已提交' }] });
    expect(((await get(server.url, UNIT, qiye)).body as WireAnswer).legalPerson).not.toBe('周国平');
    expect((await history({ status: '已提交' })).list.map((row) => row.field)).toEqual(['legalPerson']);
  });

  it('refuses a second application for a field under review, and an unchanged value', async () => {
    const again = JSON.stringify([{ field: 'legalPerson', newValue: '吴敏' }]);
    expect((await post(server.url, CHANGE, { changes: again, reason: '再变更' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: `法定代表人：${UNIT_MESSAGES.pending}` });
    const unit = (await get(server.url, UNIT, qiye)).body as WireAnswer;
    const same = JSON.stringify([{ field: 'orgname', newValue: unit.orgname }]);
    expect((await post(server.url, CHANGE, { changes: same, reason: '无' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: `单位名称：${UNIT_MESSAGES.unchanged}` });
  });

  it('refuses a field that is not a registered one, and a missing reason', async () => {
    const other = JSON.stringify([{ field: 'email', newValue: 'a@b.cn' }]);
    expect((await post(server.url, CHANGE, { changes: other, reason: 'x' }, qiye)).body.result).toBe('false');
    const changes = JSON.stringify([{ field: 'regAddress', newValue: '浙江省宁波市鄞州区新地址1号' }]);
    expect((await post(server.url, CHANGE, { changes, reason: '' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: '变更原因不能为空' });
  });
});

describe('unit/changeAuditList and unit/changeAudit', () => {
  const LIST = '/a/stone/unit/changeAuditList';
  const AUDIT = '/a/stone/unit/changeAudit';

  it('refuses an enterprise account', async () => {
    expect((await get(server.url, LIST, qiye)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.forbidden });
    expect((await post(server.url, AUDIT, { id: 'x', pass: '1' }, qiye)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.forbidden });
  });

  it('lets the institute approve a waiting change, which then applies to the unit', async () => {
    const waiting = ((await get(server.url, LIST, shenhe, { status: '已提交' })).body.data as { list: Row[] }).list;
    const legal = waiting.find((row) => row.field === 'legalPerson')!;
    expect(legal).toMatchObject({ unitName: '宁波悦澜酒店管理有限公司', newValue: '周国平' });
    expect((await post(server.url, AUDIT, { id: String(legal.id), pass: '0' }, shenhe)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.opinionRequired });
    expect((await post(server.url, AUDIT, { id: String(legal.id), pass: '1' }, shenhe)).body).toMatchObject({ result: 'true', data: { status: '已通过' } });
    expect(((await get(server.url, UNIT, qiye)).body as WireAnswer).legalPerson).toBe('周国平');
    expect((await post(server.url, AUDIT, { id: String(legal.id), pass: '1' }, shenhe)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.decided });
  });
});

describe('unit/detail/{id}', () => {
  const DETAIL = '/a/stone/unit/detail';

  it('answers the institute any unit with its equipment statistics; an unknown id is refused', async () => {
    const answer = (await get(server.url, `${DETAIL}/20002`, shenhe)).body;
    expect(answer).toMatchObject({ result: 'true', data: { unit: { id: '20002', orgname: '宁波悦澜酒店管理有限公司' }, statistics: { categoryList: expect.any(Array) } } });
    expect(((answer.data as { statistics: { total: number } }).statistics.total)).toBeGreaterThan(0);
    expect((await get(server.url, `${DETAIL}/99999`, shenhe)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.unitNotFound });
  });

  it('refuses an enterprise account, its own unit included', async () => {
    expect((await get(server.url, `${DETAIL}/20002`, qiye)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.detailForbidden });
    expect((await get(server.url, `${DETAIL}/20001`, qiye)).body).toMatchObject({ result: 'false', errorMsg: UNIT_MESSAGES.detailForbidden });
  });
});
