import { z } from 'zod/v4';
import type { CurrentUser } from '@portal/contract';
import { encodeLoginText, loginForm, ZWireUserInfo, type WireUserInfo, SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import type { LegacyResult, LegacySession } from '../../legacy/client';
import type { SessionPayload } from '../../session/seal';
import { problemOf } from '../../http/problem';
import { UNEXPECTED_ANSWER } from '../../legacy/wire-values';
import { toCurrentUser } from './mapping';

export type Credentials = { username: string; password: string } | { ssotoken: string };

const ZLoginData = z.object({ sessionid: z.string().min(1), __extend: z.string().min(1) });

/** `GET /a/stone/user/info`, checked against the wire schema. */
export async function fetchUserInfo(
  ctx: GatewayContext,
  session: LegacySession,
): Promise<LegacyResult<WireUserInfo>> {
  const answer = await ctx.legacy.call({ method: 'GET', path: SESSION_WIRE_PATHS.userInfo, session });
  if (!answer.ok) return answer;
  const info = ZWireUserInfo.safeParse(answer.data);
  return info.success ? { ok: true, data: info.data } : { ok: false, ...UNEXPECTED_ANSWER };
}

export async function loadCurrentUser(
  ctx: GatewayContext,
  session: LegacySession,
  preferredRoleId?: string,
): Promise<LegacyResult<CurrentUser>> {
  const info = await fetchUserInfo(ctx, session);
  return info.ok ? { ok: true, data: toCurrentUser(info.data, preferredRoleId) } : info;
}

/** What the gateway seals about a signed-in user. */
export function sessionPayloadOf(session: LegacySession, user: CurrentUser): Omit<SessionPayload, 'exp'> {
  return {
    sid: session.sid,
    ext: session.ext,
    uid: user.id,
    login: user.loginName,
    roleId: user.currentRole.id,
    menuIds: user.menuIds,
    isSimplePwd: user.isSimplePwd,
  };
}

/**
 * Signs in on the platform. The gateway enciphers the credentials itself, so the SPA never needs
 * the platform's cipher key; the platform's failure text becomes the problem's detail.
 */
export async function signIn(
  ctx: GatewayContext,
  credentials: Credentials,
): Promise<LegacyResult<{ session: LegacySession; user: CurrentUser }>> {
  const key = ctx.config.cipherKey;
  const form =
    'ssotoken' in credentials
      ? loginForm({ ssotoken: credentials.ssotoken })
      : loginForm({
          username: encodeLoginText(credentials.username, key),
          password: encodeLoginText(credentials.password, key),
        });
  const answer = await ctx.legacy.call({ method: 'POST', path: SESSION_WIRE_PATHS.login, form });
  if (!answer.ok) {
    // On the login call a refusal (JeeSite's flag with 账号或密码错误, or a "login" answer) can only mean
    // the credentials were refused, as the login guard counts it; the platform's words stay the zh-CN
    // detail, English callers get the catalogue's.
    return answer.problem.status === 400 || answer.problem.status === 401
      ? { ok: false, problem: problemOf('invalid-credentials', { detail: answer.problem.detail }) }
      : answer;
  }
  const login = ZLoginData.safeParse(answer.data);
  if (!login.success) return { ok: false, ...UNEXPECTED_ANSWER };
  const session = { sid: login.data.sessionid, ext: login.data.__extend };
  const user = await loadCurrentUser(ctx, session);
  return user.ok ? { ok: true, data: { session, user: user.data } } : user;
}
