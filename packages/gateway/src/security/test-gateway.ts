import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AuditRecord } from '@portal/contract';
import { SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import { buildGateway } from '../app';
import type { AuditEntry, AuditLog } from '../audit/audit-log';
import { loadConfig } from '../config';
import { TEST_SECRET, type TestGateway } from '../integration-support';
import type { SharedStore } from './shared-store';

/** For tests: what a gateway recorded in its audit trail, in order. */
export type RecordedAudit = Pick<AuditRecord, 'event' | 'outcome'> & Omit<AuditEntry, 'event' | 'outcome'>;

function recordingAuditLog(records: RecordedAudit[]): AuditLog {
  return {
    record: (_request, entry) => void records.push(entry),
    list: async () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    writable: () => true,
    close: async () => undefined,
  };
}

/**
 * A gateway in front of a real platform, as integration-support's, whose audit records the test
 * reads, optionally sharing `store` with another gateway.
 */
export async function startAuditedGateway(
  legacyUrl: string,
  env: Record<string, string> = {},
  deps: { store?: SharedStore } = {},
): Promise<TestGateway & { audit: RecordedAudit[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-audited-'));
  const config = loadConfig({
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const audit: RecordedAudit[] = [];
  const app = await buildGateway(config, { legacyUrl, audit: recordingAuditLog(audit), ...deps });
  return {
    app,
    audit,
    logs: [],
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A pass-through in front of the platform that counts the login calls reaching it. */
export async function startLoginCounter(
  platformUrl: string,
): Promise<{ url: string; logins(): number; close(): Promise<void> }> {
  const target = new URL(platformUrl);
  let logins = 0;
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.split('?')[0] === SESSION_WIRE_PATHS.login) logins += 1;
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    logins: () => logins,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
