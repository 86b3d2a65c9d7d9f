import { contract, type Change } from '@portal/contract';
import { CHANGE_WIRE_PATHS, MAX_CHANGES_PAGE, ZWireChangePage } from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { HttpProblem } from '../../http/problem';
import { platformSession, sendProblem } from '../../http/respond';
import { parsed } from '../../legacy/wire-values';
import type { ChangeHub } from './hub';
import { toChange, visibleTo, type ChangeScope } from './mapping';

/** A comment line this often keeps nginx (proxy_read_timeout), the gateway's socket timeout and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens the stream again after a close. */
const RETRY_MS = 3_000;

export const STREAM_MESSAGES = {
  unavailable: '实时更新服务暂不可用，请稍后再试',
  closing: '服务正在停止，请重新连接',
  expired: '登录已过期',
} as const;

const event = (name: string, data: object, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** `Last-Event-ID` (a browser reconnecting) or `?after=`: the cursor to resume after. */
function resumeCursor(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as { after?: unknown }).after;
  const text = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  if (text === '') return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new HttpProblem({ cause: 'validation-failed', status: 400, detail: '游标参数不正确', errors: [{ path: 'after', code: 'invalid_format', message: '游标参数不正确' }] });
  return Number(text);
}

/**
 * `GET /api/v1/changes/stream`: server-sent events of the changes the caller may see. On open the
 * platform answers the caller's scope (and what came after the cursor resumed from); afterwards each
 * page of the hub is filtered by that scope. Every open stream is ended when the gateway closes
 * and when the hub loses Redis, with an event that says why; the browser opens it again.
 */
export function registerChangeStream(app: FastifyInstance, ctx: GatewayContext, hub: ChangeHub): void {
  const open = new Set<(name: string, detail: string) => void>();
  const route = contract.changes.stream;

  app.addHook('preClose', async () => {
    for (const end of [...open]) end('closing', STREAM_MESSAGES.closing);
  });
  hub.onState((state) => {
    if (state === 'down') for (const end of [...open]) end('unavailable', STREAM_MESSAGES.unavailable);
  });

  app.route({
    method: 'GET',
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const resume = resumeCursor(request);
      if (hub.state() === 'down') throw new HttpProblem({ cause: 'dependency-unavailable', status: 503, detail: STREAM_MESSAGES.unavailable, retryAfterSeconds: RETRY_MS / 1000 });
      const session = request.portalSession;
      // What arrives while the platform answers is kept, and sent after the backlog.
      const early: Change[] = [];
      let forward: (changes: Change[]) => void = (changes) => void early.push(...changes);
      const unsubscribe = hub.subscribe((changes) => forward(changes));
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: CHANGE_WIRE_PATHS.list,
        query: { after: String(resume ?? 0), pageSize: String(resume === undefined ? 1 : MAX_CHANGES_PAGE) },
        session: platformSession(request),
      });
      const page = parsed(answer, ZWireChangePage, (wire) => wire);
      if (!page.ok) {
        unsubscribe();
        return sendProblem(ctx, request, reply, page);
      }
      const scope: ChangeScope = page.value.scope;
      let last = resume ?? page.value.head;

      reply.hijack();
      const raw = reply.raw;
      const headers = Object.fromEntries(Object.entries(reply.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes each event on at once instead of buffering the answer (deploy/nginx).
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);

      const send = (changes: Change[]) => {
        for (const change of changes) {
          if (change.cursor <= last || !visibleTo(scope, change)) continue;
          last = change.cursor;
          raw.write(event('change', change, change.cursor));
        }
      };
      let ended = false;
      const end = (name: string, detail: string) => {
        if (ended) return;
        ended = true;
        raw.end(event(name, { detail }));
      };
      const cleanup = () => {
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        open.delete(end);
      };
      const heartbeat = setInterval(() => {
        if (session && session.exp <= Date.now()) return end('expired', STREAM_MESSAGES.expired);
        raw.write(': heartbeat\n\n');
      }, HEARTBEAT_MS);
      raw.once('close', cleanup);
      open.add(end);

      if (resume !== undefined && page.value.more) {
        // Too far behind to catch up change by change: the client reads everything it shows again.
        raw.write(event('reset', {}, page.value.head));
        last = page.value.head;
      } else if (resume !== undefined) {
        send(page.value.list.flatMap((change) => toChange(change) ?? []));
      }
      send(early);
      forward = send;
    },
  });
}
