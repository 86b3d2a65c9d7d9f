// Sessions are sealed tokens any gateway opens (SESSION_SECRET), and what the gateways share lives in
// Redis: a session begun on one gateway continues on the other, and an account locked on one is
// locked on both. nginx appends the client to X-Forwarded-For and passes a TLS proxy's scheme on.
import { describe, expect, it } from 'vitest';
import { bearer, call, isProblem } from '../harness/http-client';
import { auditRecords, DEMO_PASSWORD, eventually, signIn, tokenOf, type CurrentUser } from '../harness/portal-api';
import type { Topology } from '../harness/topology';

export function sessionScenarios(topology: () => Topology): void {
  describe('sessions across the two gateways', () => {
    it('signs in on one gateway and continues on the other with the same cookie', async () => {
      const [first, second] = [topology().gatewayUrl(0), topology().gatewayUrl(1)];
      const { jar, user } = await signIn(first, 'qiye');
      const there = await call(`${second}/api/v1/session`, { jar });
      expect(there.status, there.text).toBe(200);
      expect(there.json<CurrentUser>()).toMatchObject({ id: user.id, loginName: 'qiye' });
      const back = await call(`${first}/api/v1/session`, { jar });
      expect(back.json<CurrentUser>().id).toBe(user.id);
    });

    it('takes a bearer token issued by one gateway on the other', async () => {
      const token = await tokenOf(topology().gatewayUrl(1), 'shenhe');
      const answer = await call(`${topology().gatewayUrl(0)}/api/v1/session`, { headers: bearer(token) });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json<CurrentUser>().loginName).toBe('shenhe');
    });
  });

  describe('nginx in front of the gateways', () => {
    it('appends the client to X-Forwarded-For: the gateway records the true address, not one the client wrote', async () => {
      const from = '127.0.0.77';
      const signedIn = await call(`${topology().nginxUrl}/api/v1/session`, {
        method: 'POST',
        body: { username: 'shenhe', password: DEMO_PASSWORD },
        from,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(signedIn.status, signedIn.text).toBe(200);
      const admin = await tokenOf(topology().nginxUrl, 'admin');
      const records = await eventually(async () => {
        const found = await auditRecords(topology().nginxUrl, admin, { event: 'login', user: 'shenhe', address: from });
        return found.length > 0 ? found : undefined;
      });
      expect(records[0]).toMatchObject({ event: 'login', outcome: 'success', address: from });
      expect(await auditRecords(topology().nginxUrl, admin, { event: 'login', address: '203.0.113.9' })).toEqual([]);
    });

    it("passes a TLS proxy's X-Forwarded-Proto on: the gateway then knows its https origin", async () => {
      const host = new URL(topology().nginxUrl).host;
      const signIn = (headers: Record<string, string>) =>
        call(`${topology().nginxUrl}/api/v1/session`, { method: 'POST', body: { username: 'qiye', password: DEMO_PASSWORD }, headers: { origin: `https://${host}`, ...headers }, from: '127.0.0.78' });
      // From https://host, as the browser behind the TLS proxy sends it: accepted only when the gateway learns the scheme.
      const behindTls = await signIn({ 'x-forwarded-proto': 'https' });
      expect(behindTls.status, behindTls.text).toBe(200);
      const plain = await signIn({});
      expect(plain.status, plain.text).toBe(403);
      expect(isProblem(plain)).toBe(true);
    });
  });
}
