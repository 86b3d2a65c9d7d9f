import type { Dispatcher } from 'undici';

/** What one request to the platform came to: its status and body text, a transport error, or no answer in time. */
export type Sent = { timedOut: boolean; status?: number; text?: string; error?: unknown; retryAfter?: string };

/** An answer larger than this is refused: no platform answer the gateway reads comes near it. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * Sends one request and collects its answer as text, within `timeoutMs` from now (queueing in the
 * pool included). Written against undici's dispatch handler rather than `request()` + `body.text()`:
 * that path builds a Readable stream, an AbortController and their listeners for every call, which
 * cost more CPU than the rest of the call on a 10-row list (docs/performance.md).
 */
export function sendForText(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions, timeoutMs: number): Promise<Sent> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let status = 0;
    let retryAfter: string | undefined;
    let settled = false;
    let controller: Dispatcher.DispatchController | undefined;

    const settle = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(sent);
    };
    const timer = setTimeout(() => {
      settle({ timedOut: true });
      controller?.abort(new Error('platform call timed out'));
    }, timeoutMs);

    dispatcher.dispatch(options, {
      onRequestStart(started) {
        controller = started;
        // Ran out of time while waiting for a connection: do not send it at all.
        if (settled) started.abort(new Error('platform call timed out'));
      },
      onResponseStart(_controller, statusCode, headers) {
        status = statusCode;
        const value = headers['retry-after'];
        if (typeof value === 'string') retryAfter = value;
      },
      onResponseData(current, chunk) {
        received += chunk.length;
        if (received > MAX_ANSWER_BYTES) {
          const error = Object.assign(new Error('platform answer too large'), { code: 'ANSWER_TOO_LARGE' });
          settle({ timedOut: false, error });
          current.abort(error);
          return;
        }
        chunks.push(chunk);
      },
      onResponseEnd() {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
        settle({ timedOut: false, status, text: body.toString('utf8'), ...(retryAfter !== undefined ? { retryAfter } : {}) });
      },
      onResponseError(_controller, error) {
        settle({ timedOut: false, error });
      },
    });
  });
}
