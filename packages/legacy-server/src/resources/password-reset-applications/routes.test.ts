import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_WIRE_PATHS, wirePage, ZWirePasswordReset } from '@portal/legacy-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type WireSession } from '../../http/wire-test-client';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD_RESET_IDS, DEMO_RESET_PASSWORD } from '../../seed/demo-password-resets';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

const paths = PASSWORD_RESET_WIRE_PATHS;
const ZPage = wirePage(ZWirePasswordReset);

let server: RunningLegacyServer;
let shenhe: WireSession;
let qiye: WireSession;

beforeAll(async () => {
  server = await startTestLegacyServer();
  shenhe = await login(server.url, 'shenhe', DEMO_PASSWORD);
  qiye = await login(server.url, 'qiye', DEMO_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('passwordResetApply/list', () => {
  it('lists every application for the auditor, newest first, with result/errorMsg and data', async () => {
    const { body } = await get(server.url, paths.list, shenhe);
    expect(body.result).toBe('true');
    const page = ZPage.parse(body.data);
    expect(page.list.map((row) => row.id)).toEqual([DEMO_PASSWORD_RESET_IDS.waiting, DEMO_PASSWORD_RESET_IDS.rejected, DEMO_PASSWORD_RESET_IDS.approved]);
    expect(page.list[0]).toMatchObject({ loginName: 'weak', userName: '林晓东', status: '待审核', mobile: '13732185520' });
  });

  it('filters by state and keyword', async () => {
    const waiting = ZPage.parse((await get(server.url, paths.list, shenhe, { status: '待审核' })).body.data);
    expect(waiting.list.map((row) => row.id)).toEqual([DEMO_PASSWORD_RESET_IDS.waiting]);
    const byUnit = ZPage.parse((await get(server.url, paths.list, shenhe, { keyword: '宏泰' })).body.data);
    expect(byUnit.list.map((row) => row.loginName)).toEqual(['zhenhai']);
  });

  it('refuses an enterprise role', async () => {
    const { body } = await get(server.url, paths.list, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: PASSWORD_RESET_MESSAGES.forbidden });
  });
});

describe('passwordResetApply/get/{id}', () => {
  it('answers one application with its decision', async () => {
    const { body } = await get(server.url, `${paths.get}/${DEMO_PASSWORD_RESET_IDS.rejected}`, shenhe);
    expect(ZWirePasswordReset.parse(body.data)).toMatchObject({ status: '审核不通过', auditorName: '陈审核' });
  });

  it('answers a missing one as not found', async () => {
    expect((await get(server.url, `${paths.get}/nope`, shenhe)).body).toEqual({ result: 'false', errorMsg: PASSWORD_RESET_MESSAGES.notFound });
  });
});

describe('passwordResetApply/audit', () => {
  it('needs an opinion to reject', async () => {
    const { body } = await post(server.url, paths.audit, { id: DEMO_PASSWORD_RESET_IDS.waiting, pass: '0', opinion: ' ' }, shenhe);
    expect(body).toEqual({ result: 'false', errorMsg: PASSWORD_RESET_MESSAGES.opinionRequired });
  });

  it('approving puts the new password in force and signs the account out, without asking for a second change', async () => {
    const weak = await login(server.url, 'weak', '123456');
    const { body } = await post(server.url, paths.audit, { id: DEMO_PASSWORD_RESET_IDS.waiting, pass: '1', opinion: '' }, shenhe);
    expect(body.result).toBe('true');
    expect(ZWirePasswordReset.parse(body.data)).toMatchObject({ status: '审核通过', auditorName: '陈审核' });
    expect((await get(server.url, '/a/stone/user/info', weak)).body.result).toBe('login');
    await expect(login(server.url, 'weak', '123456')).rejects.toThrow();
    const again = await login(server.url, 'weak', DEMO_RESET_PASSWORD);
    expect((await get(server.url, '/a/stone/user/info', again)).body).toMatchObject({ isSimplePwd: '0' });
  });

  it('refuses a second decision', async () => {
    const { body } = await post(server.url, paths.audit, { id: DEMO_PASSWORD_RESET_IDS.waiting, pass: '0', opinion: '重复' }, shenhe);
    expect(body).toEqual({ result: 'false', errorMsg: PASSWORD_RESET_MESSAGES.alreadyAudited });
  });

  it('refuses an enterprise role and changes nothing', async () => {
    const { body } = await post(server.url, paths.audit, { id: DEMO_PASSWORD_RESET_IDS.rejected, pass: '1' }, qiye);
    expect(body).toEqual({ result: 'false', errorMsg: PASSWORD_RESET_MESSAGES.forbidden });
    expect(ZWirePasswordReset.parse((await get(server.url, `${paths.get}/${DEMO_PASSWORD_RESET_IDS.rejected}`, shenhe)).body.data).status).toBe('审核不通过');
  });
});

describe('common/passwordRestApplyCheck', () => {
  it('answers the masked mobile only to someone who knows the login name and its mobile', async () => {
    expect((await post(server.url, paths.check, { loginName: 'zhenhai', mobile: '15067423318' })).body).toEqual({
      success: true,
      data: { exist: true, mobile: '150****3318', pending: false },
    });
    expect((await post(server.url, paths.check, { loginName: 'zhenhai', mobile: '13800000000' })).body).toEqual({
      success: true,
      data: { exist: false, mobile: null, pending: false },
    });
  });
});
