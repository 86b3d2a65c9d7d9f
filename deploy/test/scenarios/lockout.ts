// Account lockout counts in Redis: five failures spread over both gateways (nginx alternates between
// them) lock the account on both, and the right password is then refused as locked (429, its own
// problem type, Retry-After) by either gateway.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from '../harness/http-client';
import { auditRecords, DEMO_PASSWORD, eventually, tokenOf } from '../harness/portal-api';
import type { Topology } from '../harness/topology';

const USER = 'zhenhai';
const FROM = '127.0.0.60';

export function lockoutScenarios(topology: () => Topology): void {
  describe('account lockout across both gateways', () => {
    it('locks the account after 5 failures through nginx, on both gateways', async () => {
      const attempt = (baseUrl: string, password: string) => call(`${baseUrl}/api/v1/session`, { method: 'POST', body: { username: USER, password }, from: FROM });
      const failures = [];
      for (let count = 0; count < 5; count += 1) failures.push(await attempt(topology().nginxUrl, 'Wrong#Pass1'));
      expect(failures.map((answer) => [answer.status, answer.json().type])).toEqual(
        Array.from({ length: 5 }, () => [400, 'urn:portal:problem:invalid-credentials']),
      );
      // The right password now: refused as locked through nginx and on each gateway.
      for (const baseUrl of [topology().nginxUrl, topology().nginxUrl, topology().gatewayUrl(0), topology().gatewayUrl(1)]) {
        const locked = await attempt(baseUrl, DEMO_PASSWORD);
        expect(locked.status, `${baseUrl}: ${locked.text}`).toBe(429);
        expect(locked.json().type).toBe('urn:portal:problem:account-locked');
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
      const admin = await tokenOf(topology().nginxUrl, 'admin');
      const locks = await eventually(async () => {
        const found = await auditRecords(topology().nginxUrl, admin, { event: 'login-locked' });
        return found.some((record) => record.user === USER) ? found : undefined;
      });
      expect(locks.length).toBeGreaterThan(0);
      // nginx spread the failures: both gateways' own audit files hold some of them.
      const files = readdirSync(topology().auditDir()).filter((name) => name.endsWith('.jsonl'));
      const withFailures = files.filter((name) =>
        readFileSync(join(topology().auditDir(), name), 'utf8')
          .split('\n')
          .some((line) => line.includes(`"user":"${USER}"`) && line.includes('"event":"login"') && line.includes('"outcome":"failure"')),
      );
      expect(withFailures.length, files.join(', ')).toBe(2);
    });
  });
}
