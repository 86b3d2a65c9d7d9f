import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { SharedStore } from '../security/shared-store';
import { storeKey } from '../security/store-keys';
import { isApiPath } from './api-path';
import { HttpProblem, problemOf, withDetail } from './problem';

const KEY_MESSAGE = { zh: 'Idempotency-Key 须为 1 至 255 个可见 ASCII 字符', en: 'Idempotency-Key must be 1 to 255 visible ASCII characters' };

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key and its answer are kept: a client's retries of one action fall well within it. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A running record outlives no request (two platform calls of at most LEGACY_TIMEOUT_MS): a crash mid-way frees its key. */
const RUNNING_TTL_MS = 2 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A key's record: taken while the first request runs, then its answer. */
type Stored =
  | { state: 'running'; fingerprint: string }
  | { state: 'answered'; fingerprint: string; status: number; contentType: string; body: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency record this request answers for, when it carried a new key. */
    idempotencyRecord: { id: string; fingerprint: string } | null;
  }
}

/** The same request again: method, route and body (its JSON, as parsed). */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

/**
 * `Idempotency-Key` on writes (docs/api.md): the first request with a key runs and its answer is
 * kept for 24 hours in the shared store; the same key with the same request answers that again
 * (`Idempotency-Replayed: true`) and runs nothing, so a client that lost an answer can retry
 * without creating a second record. The same key with another request is a 422, and while the
 * first still runs a 409. Keys are per user (per address for public forms). Uploads stream their
 * body past this hook, so they are not covered.
 */
export function installIdempotency(app: FastifyInstance, store: SharedStore): void {
  app.decorateRequest('idempotencyRecord', null);

  /** Takes the request's key, or answers it from its record: true when it has answered. */
  async function admit(request: FastifyRequest, reply: FastifyReply, key: string | string[]): Promise<boolean> {
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      const errors = [{ path: 'Idempotency-Key', code: 'invalid_format' as const, message: KEY_MESSAGE.zh, messageEn: KEY_MESSAGE.en }];
      throw new HttpProblem(withDetail('validation-failed', KEY_MESSAGE, { errors }));
    }
    if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) return false;

    const owner = request.portalSession?.uid ?? `address:${request.ip}`;
    const id = storeKey('idempotency', `${owner}\n${request.method} ${request.routeOptions.url ?? ''}\n${key}`);
    const fingerprint = fingerprintOf(request);
    const running: Stored = { state: 'running', fingerprint };
    if (await store.add(id, JSON.stringify(running), RUNNING_TTL_MS)) {
      request.idempotencyRecord = { id, fingerprint };
      return false;
    }
    const text = await store.get(id);
    const stored = text === null ? null : (JSON.parse(text) as Stored);
    if (stored === null) {
      // Expired between the two steps: this request is the first again.
      await store.set(id, JSON.stringify(running), RUNNING_TTL_MS);
      request.idempotencyRecord = { id, fingerprint };
      return false;
    }
    if (stored.fingerprint !== fingerprint) {
      throw new HttpProblem(problemOf('idempotency-key-reused'));
    }
    if (stored.state === 'running') {
      throw new HttpProblem(problemOf('request-in-progress', { retryAfterSeconds: 1 }));
    }
    void reply.code(stored.status).header('content-type', stored.contentType).header('idempotency-replayed', 'true').send(stored.body);
    return true;
  }

  /** Keeps the answer of a request that took a key; never fails the answer itself. */
  async function keep(request: FastifyRequest, reply: FastifyReply, record: { id: string; fingerprint: string }, payload: unknown): Promise<void> {
    try {
      if (typeof payload !== 'string') {
        // Nothing to answer again with (a stream): let the key be used anew.
        await store.delete(record.id);
        return;
      }
      const answered: Stored = {
        state: 'answered',
        fingerprint: record.fingerprint,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        body: payload,
      };
      await store.set(record.id, JSON.stringify(answered), IDEMPOTENCY_TTL_MS);
    } catch (error) {
      // The answer still goes out; a retry then finds the key running until it expires.
      request.log.warn({ err: error }, 'idempotency record not kept');
    }
  }

  // Callback hooks with the common case (a write without a key) decided without a promise.
  const admitHook: preHandlerHookHandler = (request, reply, done) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !WRITES.has(request.method) || !isApiPath(request.url)) return done();
    // An answered request goes no further: done is not called once the reply is sent.
    admit(request, reply, key).then((answered) => answered || done(), done);
  };
  const keepHook: onSendHookHandler = (request, reply, payload, done) => {
    const record = request.idempotencyRecord;
    if (!record) return done(null, payload);
    request.idempotencyRecord = null;
    void keep(request, reply, record, payload).then(() => done(null, payload));
  };

  // On the write routes only, first among their own hooks: a read passes no hook of this file, and
  // a route without any preHandler hook skips that stage altogether.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    route.preHandler = [admitHook, ...hooksOf(route.preHandler)];
    route.onSend = [keepHook, ...hooksOf(route.onSend)];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
