import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageOf, ZAuditRecordSchema, type AuditRecord } from '@portal/contract';
import { startTestLegacyServer } from '@portal/legacy-server/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../app';
import { createAuditLog, type AuditEntry } from '../../audit/audit-log';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD, login, TEST_SECRET } from '../../integration-support';

const ZAuditPage = pageOf(ZAuditRecordSchema);
const WRONG_PASSWORD = 'Wrong#Pass-7319';

let platform: { url: string; close(): Promise<void> };
let dataDir: string;
let auditDir: string;

beforeAll(async () => {
  platform = await startTestLegacyServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-audit-it-'));
  auditDir = path.join(dataDir, 'audit');
});

afterAll(async () => {
  await platform?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type AuditedGateway = { app: FastifyInstance; close(): Promise<void> };

/**
 * A gateway with the real durable audit log on the shared folder, and a test-only route that
 * records an event through that same log, on a real request (its address and request id), as a
 * session route does.
 */
async function startAuditedGateway(): Promise<AuditedGateway> {
  const config = loadConfig({ SESSION_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUDIT_DIR: auditDir, WEB_DIST: path.join(dataDir, 'no-web') });
  const audit = createAuditLog(config);
  const app = await buildGateway(config, { legacyUrl: platform.url, audit });
  app.post<{ Body: AuditEntry }>('/test/audit', async (request) => {
    audit.record(request, request.body);
    return { recorded: request.id };
  });
  return {
    app,
    close: async () => {
      await app.close();
      await audit.close();
    },
  };
}

async function recordVia(gateway: AuditedGateway, entry: AuditEntry): Promise<string> {
  const res = await gateway.app.inject({ method: 'POST', url: '/test/audit', payload: entry });
  expect(res.statusCode).toBe(200);
  return res.json().recorded;
}

async function listAs(app: FastifyInstance, cookie: string, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/v1/audit-records${query}`, cookies: { portal_session: cookie } });
  return { res, page: res.statusCode === 200 ? ZAuditPage.parse(res.json()) : undefined };
}

async function everyAuditLine(): Promise<string> {
  const names = await readdir(auditDir);
  const texts = await Promise.all(names.map((name) => readFile(path.join(auditDir, name), 'utf8')));
  return texts.join('');
}

describe('GET /api/v1/audit-records', () => {
  it("shows the administrator a failed sign-in of another user, with the typed name and no password", async () => {
    const gateway = await startAuditedGateway();
    try {
      const failed = await gateway.app.inject({ method: 'POST', url: '/api/v1/session', payload: { username: 'qiye', password: WRONG_PASSWORD } });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      const recorded = await recordVia(gateway, { event: 'login', outcome: 'failure', user: 'qiye', detail: '密码错误' });

      const admin = await login(gateway.app, 'admin');
      const { res, page } = await listAs(gateway.app, admin, '?event=login&outcome=failure&user=qiy');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const record = page?.items.find((item) => item.requestId === recorded);
      expect(record).toMatchObject({ event: 'login', outcome: 'failure', user: 'qiye', detail: '密码错误', address: '127.0.0.1' });
      expect(record?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // Once the session route records sign-ins (security work in resources/session), its own record
      // of the failed attempt must read the same way.
      const byRoute = page?.items.find((item) => item.requestId === failed.headers['x-request-id']);
      if (byRoute) expect(byRoute).toMatchObject({ event: 'login', outcome: 'failure', user: 'qiye' });

      const lines = await everyAuditLine();
      expect(lines).not.toContain(WRONG_PASSWORD);
      expect(lines).not.toContain(DEMO_PASSWORD);
    } finally {
      await gateway.close();
    }
  });

  it('answers 401 without a session and 403 to an enterprise user', async () => {
    const gateway = await startAuditedGateway();
    try {
      const anonymous = await gateway.app.inject({ method: 'GET', url: '/api/v1/audit-records' });
      expect(anonymous.statusCode).toBe(401);
      const { res } = await listAs(gateway.app, await login(gateway.app, 'qiye'));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    } finally {
      await gateway.close();
    }
  });

  it('keeps the records of a closed gateway for the one rebuilt on the same folder, and of a second instance', async () => {
    const before = await startAuditedGateway();
    const earlier = await recordVia(before, { event: 'role-switched', outcome: 'success', user: '10003', role: 'system_admin', target: 'enterprise_user' });
    await before.close();

    const after = await startAuditedGateway();
    const other = await startAuditedGateway();
    try {
      const fromOther = await recordVia(other, { event: 'logout', outcome: 'success', user: '10001' });
      await other.close();
      const { page } = await listAs(after.app, await login(after.app, 'admin'), '?pageSize=200');
      const ids = (page?.items ?? []).map((item: AuditRecord) => item.requestId);
      expect(ids).toContain(earlier);
      expect(ids.indexOf(fromOther)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(fromOther)).toBeLessThan(ids.indexOf(earlier));
      const files = (await readdir(auditDir)).filter((name) => name.endsWith('.jsonl'));
      expect(new Set(files.map((name) => name.replace(/^audit-\d{4}-\d{2}-\d{2}-/, ''))).size).toBeGreaterThanOrEqual(2);
    } finally {
      await after.close();
    }
  });

  it('refuses an unknown event with 400', async () => {
    const gateway = await startAuditedGateway();
    try {
      const { res } = await listAs(gateway.app, await login(gateway.app, 'admin'), '?event=coffee');
      expect(res.statusCode).toBe(400);
    } finally {
      await gateway.close();
    }
  });
});
