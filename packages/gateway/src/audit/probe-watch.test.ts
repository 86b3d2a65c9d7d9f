import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../security/shared-store';
import type { AuditEntry } from './audit-record';
import type { AuditLog } from './audit-log';
import { installProbeWatch, PROBE_LIMIT } from './probe-watch';

let app: FastifyInstance;
let at: number;
let entries: AuditEntry[];

/** A gateway-shaped app: the caller named by the `x-user` header is signed in; every route answers 404. */
beforeEach(async () => {
  at = Date.parse('2026-11-29T02:00:00Z');
  entries = [];
  const audit: AuditLog = {
    record: (_request, entry) => void entries.push(entry),
    list: async () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    writable: () => true,
    close: async () => {},
  };
  app = Fastify();
  app.decorateRequest('portalSession', null);
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-user'];
    if (typeof user === 'string') request.portalSession = { sid: 's', ext: '', uid: `uid-${user}`, login: user, roleId: 'r', menuIds: [], exp: at + 3_600_000 };
  });
  installProbeWatch(app, { store: createMemoryStore(() => at), audit });
  for (const url of ['/api/v1/invoices/:id', '/api/v1/invoices']) app.get(url, async (_request, reply) => reply.status(404).send({}));
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const get = (url: string, user?: string) => app.inject({ method: 'GET', url, headers: user ? { 'x-user': user } : {} });

async function times(count: number, url: string, user?: string) {
  for (let n = 0; n < count; n += 1) await get(url, user);
}

describe('installProbeWatch', () => {
  it('raises one record when a user reaches the limit, and no more within the window', async () => {
    await times(PROBE_LIMIT.max - 1, '/api/v1/invoices/1', 'qiye');
    expect(entries).toEqual([]);
    await times(PROBE_LIMIT.max * 2, '/api/v1/invoices/2', 'qiye');
    expect(entries).toEqual([
      { event: 'probe-suspected', outcome: 'failure', user: 'qiye', role: 'r', target: 'GET /api/v1/invoices/:id', detail: `5 分钟内 ${PROBE_LIMIT.max} 次请求不存在或无权查看的记录` },
    ]);
  });

  it('raises a new record in the next window', async () => {
    await times(PROBE_LIMIT.max, '/api/v1/invoices/1', 'qiye');
    at += PROBE_LIMIT.windowMs;
    await times(PROBE_LIMIT.max, '/api/v1/invoices/1', 'qiye');
    expect(entries).toHaveLength(2);
  });

  it('counts each user apart, and neither anonymous callers nor routes without an id', async () => {
    await times(PROBE_LIMIT.max - 1, '/api/v1/invoices/1', 'qiye');
    await times(PROBE_LIMIT.max - 1, '/api/v1/invoices/1', 'zhenhai');
    await times(PROBE_LIMIT.max * 2, '/api/v1/invoices/1');
    await times(PROBE_LIMIT.max * 2, '/api/v1/invoices', 'qiye');
    expect(entries).toEqual([]);
  });
});
