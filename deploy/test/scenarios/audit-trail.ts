// The audit trail lives in the shared audit folder (compose's `audit` volume): the events of the
// scenarios before are on the 安全审计 API, and still are after both gateways restart. While neither
// gateway runs, nginx answers its own problem JSON.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, isRetryableProblem } from '../harness/http-client';
import { auditRecords, eventually, tokenOf, type AuditRecord } from '../harness/portal-api';
import type { Topology } from '../harness/topology';
import { journey } from './inspection-journey';

const EVENTS = [
  'login',
  'login-locked',
  'token-issued',
  'payment-started',
  'payment-notification',
  'inspection-pre-reviewed',
  'inspection-accepted',
  'inspection-scheduled',
  'inspection-result-recorded',
  'inspection-report-issued',
];

const missing = (found: Map<string, AuditRecord[]>) => EVENTS.filter((event) => (found.get(event) ?? []).length === 0);

/** The records of each event (of the journey's application, for its events), polled until all are there or 15 s passed. */
async function findEvents(topology: Topology): Promise<Map<string, AuditRecord[]>> {
  const admin = await tokenOf(topology.nginxUrl, 'admin');
  const found = new Map<string, AuditRecord[]>();
  // The journey's own decisions name its application; the provider's notification names its order.
  const relevant = (event: string, record: AuditRecord) => !/^(inspection-|payment-started)/.test(event) || Boolean(record.target?.includes(journey.applicationId));
  await eventually(async () => {
    for (const event of EVENTS.filter((name) => (found.get(name) ?? []).length === 0)) {
      found.set(event, (await auditRecords(topology.nginxUrl, admin, { event })).filter((record) => relevant(event, record)));
    }
    return missing(found).length === 0;
  }, 15_000).catch(() => undefined);
  return found;
}

/** `work` again, after 2 s, while it fails with nginx's or a gateway's retryable answer (three tries). */
async function honouringRetryAfter<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await work();
    } catch (error) {
      if (tries >= 3 || !(error instanceof Error) || !/expected \d+, got 50[23]/.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

export function auditTrailScenarios(topology: () => Topology): void {
  describe('the audit trail in the shared audit folder', () => {
    let before = new Map<string, AuditRecord[]>();

    it('shows the events of the scenarios above on the audit API', async () => {
      before = await findEvents(topology());
      expect(missing(before)).toEqual([]);
    });

    it('still shows them after both gateways restart; meanwhile nginx answers problem JSON with Retry-After', async () => {
      const stopped = Date.now();
      await Promise.all(topology().gateways.map((gateway) => gateway?.stop()));
      topology().figures.set('both gateways stopped by SIGTERM (s)', Math.round((Date.now() - stopped) / 100) / 10);
      const nobody = await call(`${topology().nginxUrl}/api/v1/session`);
      expect(nobody.status).toBe(502);
      expect(isRetryableProblem(nobody), nobody.text).toBe(true);
      const restartMs = await Promise.all([0, 1].map((index) => topology().startGateway(index)));
      topology().figures.set('gateway restart to ready (s)', restartMs.map((ms) => Math.round(ms / 100) / 10).join(', '));
      // Each nginx worker skipped both replicas when they refused; a client that honours the
      // Retry-After (5 s) of the 502 is served again.
      topology().figures.set('nginx forwards again after both gateways are ready (s)', Math.round((await topology().nginxServes(5_000)) / 100) / 10);
      // Sign-ins through nginx land on both new processes, which then write their own files. A worker
      // that still skips a replica answers 502 with Retry-After; the client honours it, as the
      // product's own do (a short wait: the skip lasts 2 s).
      for (let count = 0; count < 4; count += 1) await honouringRetryAfter(() => tokenOf(topology().nginxUrl, 'qiye'));
      const after = await findEvents(topology());
      expect(missing(after)).toEqual([]);
      for (const event of EVENTS) {
        const ids = new Set((after.get(event) ?? []).map((record) => record.id));
        expect((before.get(event) ?? []).every((record) => ids.has(record.id)), event).toBe(true);
      }
    });

    it('keeps one file per gateway process and day, written by the runtime user', () => {
      const dir = topology().auditDir();
      const files = readdirSync(dir).filter((name) => /^audit-\d{4}-\d{2}-\d{2}-.+\.jsonl$/.test(name));
      // Two gateways, each started twice: four writers, each with its own file.
      expect(files.length, files.join(', ')).toBeGreaterThanOrEqual(4);
      for (const name of files) expect(statSync(join(dir, name)).uid, name).toBe(topology().user.uid);
    });
  });
}
