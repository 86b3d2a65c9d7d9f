import type { CurrentUser } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../audit/audit-log';
import type { GatewayContext } from '../../context';
import { HttpProblem, problemOf, withDetail, type ProblemSpec } from '../../http/problem';
import type { LegacyResult, LegacySession } from '../../legacy/client';
import { createLoginGuard, type LoginOutcome } from '../../security/login-guard';
import { signIn, type Credentials } from './sign-in';

const ADDRESS_THROTTLED = { zh: '登录失败次数过多，请稍后再试', en: 'Too many failed sign-ins from this address, please try again later' };
// While the audit folder cannot be written, sign-in (the events an attacker most wants unrecorded)
// is refused rather than recorded only in the log (docs/operations.md, "Audit folder").
const AUDIT_UNWRITABLE: ProblemSpec = withDetail(
  'dependency-unavailable',
  { zh: '安全审计暂不可写，暂停登录，请稍后再试', en: 'The security audit cannot be written: sign-in is paused, please try again later' },
  { retryAfterSeconds: 5 },
);

export type SignedIn = { session: LegacySession; user: CurrentUser };

function outcomeOf(result: LegacyResult<SignedIn>): LoginOutcome {
  if (result.ok) return 'success';
  return result.problem.status >= 500 ? 'unanswered' : 'refused';
}

/**
 * Sign-in with login failure handling and its audit trail: the login guard decides whether the
 * attempt may reach the platform, and every outcome is recorded (the login name as typed, never a
 * password). `event` is what a success records: a browser login or a token issued.
 */
export function createGuardedSignIn(ctx: GatewayContext) {
  const { maxFailures, lockMs } = ctx.config.login;
  const lockSeconds = Math.ceil(lockMs / 1000);
  const guard = createLoginGuard(ctx.store, ctx.config.login);

  return async function guardedSignIn(
    request: FastifyRequest,
    credentials: Credentials,
    event: 'login' | 'token-issued',
  ): Promise<LegacyResult<SignedIn>> {
    const typed = 'username' in credentials ? credentials.username : null;
    const target = `${request.method} ${request.routeOptions.url ?? ''}`;
    const failure = (entry: Pick<AuditEntry, 'event' | 'detail'>) =>
      ctx.audit.record(request, { ...entry, outcome: 'failure', user: typed, target });

    // Thrown, not returned: the writer has logged the cause once, and a returned problem would be logged as a platform failure.
    if (!ctx.audit.writable()) throw new HttpProblem(AUDIT_UNWRITABLE);
    const attempt = await guard.begin(typed, request.ip);
    if (attempt.verdict === 'address-throttled') {
      if (attempt.starts) failure({ event: 'login-locked', detail: '来源地址登录失败次数过多，暂停登录' });
      return { ok: false, problem: withDetail('rate-limited', ADDRESS_THROTTLED, { retryAfterSeconds: lockSeconds }) };
    }
    if (attempt.verdict === 'account-locked') {
      failure({ event: 'login-locked', detail: '账号已锁定，未提交平台验证' });
      // Any typed name is counted and locked, whether the account exists or not, so saying "locked"
      // tells nothing about which accounts exist. The lock ends at most lockMs after it started.
      return { ok: false, problem: problemOf('account-locked', { retryAfterSeconds: lockSeconds }) };
    }

    const result = await signIn(ctx, credentials);
    const outcome = outcomeOf(result);
    const { lockStarted } = await attempt.settle(outcome);
    if (result.ok) {
      const { user } = result.data;
      ctx.audit.record(request, { event, outcome: 'success', user: user.loginName, role: user.currentRole.id, target });
      return result;
    }
    const detail = result.problem.detail ?? null;
    failure({ event: 'login', detail: outcome === 'refused' ? detail : '平台未应答' });
    if (lockStarted) {
      failure({ event: 'login-locked', detail: `连续${maxFailures}次登录失败，账号锁定${Math.round(lockMs / 60_000)}分钟` });
    }
    return result;
  };
}
