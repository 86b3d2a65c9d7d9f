import { createServer, request as httpRequest } from 'node:http';
import type { AuditRecord } from '@portal/contract';
import { SESSION_WIRE_PATHS } from '@portal/legacy-protocol';
import { buildGateway } from '../app';
import type { AuditEntry, AuditLog } from '../audit/audit-log';
import { listenOnLoopback, testGatewayConfig, type TestGateway } from '../integration-support';
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
  deps: { store?: SharedStore; smsBudgetWatchMs?: number } = {},
): Promise<TestGateway & { audit: RecordedAudit[] }> {
  const { config, closing } = await testGatewayConfig(env, 'gateway-audited-');
  const audit: RecordedAudit[] = [];
  const app = await buildGateway(config, { legacyUrl, audit: recordingAuditLog(audit), ...deps });
  return { app, audit, logs: [], close: closing(app) };
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
  return { ...(await listenOnLoopback(server)), logins: () => logins };
}
