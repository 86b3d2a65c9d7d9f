// PostgreSQL stops for 10 s under light load, and Redis stops and comes back. Nothing else is
// restarted: the platform's pool reconnects, the gateways find Redis again, and what Redis keeps on
// disk (Idempotency-Key answers, revoked tokens) is there after its restart.
import { describe, expect, it } from 'vitest';
import { bearer, call, isProblem, isRetryableProblem, type Answer } from '../harness/http-client';
import { describeFailures, percent, runLoad } from '../harness/load';
import { as, DEMO_PASSWORD, sleep, tokenOf, type CurrentUser } from '../harness/portal-api';
import type { Topology } from '../harness/topology';
import { LIGHT_GETS } from './gateway-loss';

/** A construction record of qiye's unit (the lift 30106), as the gateway's Idempotency-Key test writes it. */
const RECORD = {
  commit: false,
  categoryCode: '3000',
  equipmentId: '30106',
  equipmentName: '消防员电梯',
  kind: 'installation',
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133019-2026',
  noticeDate: '2026-02-01',
  plannedCompletionDate: '2026-04-30',
  usePlace: '新建副楼西侧',
  remark: '部署测试：Redis 重启前后的幂等键',
  attachmentIds: ['att-1'],
};

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export function backingServiceScenarios(topology: () => Topology): void {
  describe('PostgreSQL stopped for 10 s under light load', () => {
    it('answers problem JSON meanwhile and recovers by itself once PostgreSQL is back', async () => {
      const token = await tokenOf(topology().nginxUrl, 'qiye');
      const load = runLoad({ baseUrl: topology().nginxUrl, clients: 5, durationMs: 26_000, pauseMs: 50, requests: LIGHT_GETS(token), firstAddress: 160, retryAfterRequired: false });
      await sleep(4_000);
      const stoppedAt = Date.now();
      await topology().postgres.stop();
      await sleep(10_000);
      const restartedAt = Date.now();
      topology().figures.set('PostgreSQL restart to ready (s)', seconds(await topology().postgres.start()));
      const result = await load;
      const loadStart = stoppedAt - 4_000;
      const sinceRestart = (at: number) => loadStart + at - restartedAt;
      const lastFailure = Math.max(...result.failed.map((sample) => sinceRestart(sample.at)), 0);
      // The breaker (5 s) and the pool's reconnection: served again within 8 s of PostgreSQL's return.
      const late = result.failed.filter((sample) => sinceRestart(sample.at) > 8_000);
      const servedAfter = result.samples.filter((sample) => sample.ok && sinceRestart(sample.at) > lastFailure).length;
      topology().figures.set('PostgreSQL 10 s down: requests, failed, ratio', `${result.total}, ${result.failed.length}, ${percent(result.ratio)}`);
      topology().figures.set('PostgreSQL back: last failure after restart (s)', seconds(lastFailure));
      topology().figures.set('PostgreSQL down: failures', describeFailures(result.failed));
      topology().figures.set('PostgreSQL down: failures with Retry-After', `${result.failed.filter((sample) => sample.retryAfter).length} of ${result.failed.length}`);
      expect(result.unexplained, describeFailures(result.unexplained)).toEqual([]);
      expect(result.failed.every((sample) => loadStart + sample.at >= stoppedAt - 1_000), 'no failure before PostgreSQL stopped').toBe(true);
      expect(late, `still failing 8 s after PostgreSQL came back: ${describeFailures(late)}`).toEqual([]);
      expect(servedAfter, 'requests served after the last failure').toBeGreaterThan(50);
      expect(topology().legacy.running() && topology().gateways.every((gateway) => gateway?.running())).toBe(true);
    });
  });

  describe('Redis stopped and restarted', () => {
    it('answers within 1 s while Redis is down (503 problem with Retry-After where it must refuse), and keeps keys and revocations across its restart', async () => {
      const base = topology().nginxUrl;
      const qiye = await tokenOf(base, 'qiye');
      // Before: a write with an Idempotency-Key, and a token revoked by a role switch.
      const first = await as(qiye, base, 'POST', '/api/v1/construction-records', RECORD, { 'idempotency-key': 'deploy-redis-restart' });
      expect(first.status, first.text).toBe(201);
      const revoked = await tokenOf(base, 'admin');
      const admin = (await as(revoked, base, 'GET', '/api/v1/session')).json<CurrentUser>();
      const other = admin.roles.find((role) => role.id !== admin.currentRole.id);
      expect(other, 'admin has two roles').toBeTruthy();
      const switched = await as(revoked, base, 'PUT', '/api/v1/session/role', { roleId: other!.id });
      expect(switched.status, switched.text).toBe(200);
      const current = String(switched.headers['x-session-token'] ?? '');
      expect(current).not.toBe('');
      expect((await as(revoked, base, 'GET', '/api/v1/session')).status).toBe(401);

      await topology().redis.stop();
      const down: [string, Answer][] = [];
      for (let round = 0; round < 2; round += 1) {
        down.push(['sign-in', await call(`${base}/api/v1/session`, { method: 'POST', body: { username: 'shenhe', password: DEMO_PASSWORD }, from: '127.0.0.90' })]);
        down.push(['session', await call(`${base}/api/v1/session`, { headers: bearer(current) })]);
        // An anonymous read counts against a public limit kept in Redis.
        down.push(['anonymous read', await call(`${base}/api/v1/invoice-titles?keyword=${encodeURIComponent('悦澜')}&authCode=deploy-test`)]);
        for (const index of [0, 1]) down.push([`readyz ${index + 1}`, await call(`${topology().gatewayUrl(index)}/readyz`)]);
      }
      topology().figures.set('Redis down: slowest answer (ms)', Math.max(...down.map(([, answer]) => answer.ms)));
      for (const [what, answer] of down) {
        expect(answer.ms, what).toBeLessThanOrEqual(1_000);
        // /readyz speaks to the load balancer, not to a client: problem JSON without Retry-After.
        if (answer.status >= 400 && !what.startsWith('readyz')) expect(isRetryableProblem(answer), `${what}: ${answer.status} ${answer.text}`).toBe(true);
        if (answer.status >= 500) expect(answer.status, `${what}: ${answer.text}`).toBe(503);
      }
      expect(down.filter(([what]) => what === 'sign-in').every(([, answer]) => answer.status === 503), 'sign-in needs the lockout counters').toBe(true);
      expect(down.filter(([what]) => what.startsWith('readyz')).every(([, answer]) => answer.status === 503 && isProblem(answer)), '/readyz agrees').toBe(true);

      const restarted = Date.now();
      topology().figures.set('Redis restart to PONG (s)', seconds(await topology().redis.start()));
      for (const index of [0, 1]) {
        for (let started = Date.now(); (await call(`${topology().gatewayUrl(index)}/readyz`)).status !== 200; ) {
          if (Date.now() - started > 15_000) throw new Error(`gateway ${index + 1} not ready 15 s after Redis came back`);
          await sleep(100);
        }
      }
      topology().figures.set('Redis back: both gateways ready after (s)', seconds(Date.now() - restarted));
      const replay = await as(qiye, base, 'POST', '/api/v1/construction-records', RECORD, { 'idempotency-key': 'deploy-redis-restart' });
      expect(replay.status, replay.text).toBe(first.status);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect((await as(revoked, base, 'GET', '/api/v1/session')).status, 'the token superseded by the role switch').toBe(401);
      expect((await as(current, base, 'GET', '/api/v1/session')).status).toBe(200);
    });
  });
}
