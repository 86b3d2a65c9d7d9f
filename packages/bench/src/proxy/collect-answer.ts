import type { Pool } from 'undici';

export type CollectedAnswer = { status: number; contentType: string; body: Buffer };

/**
 * One GET through undici's dispatch handler, the answer's chunks kept and joined once: how the
 * gateway collects a platform answer (packages/gateway/src/legacy/text-request.ts), without a
 * Readable stream, so the benchmark's variants pay what the gateway pays for it.
 */
export function collectAnswer(pool: Pool, path: string, headers: Record<string, string>): Promise<CollectedAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 502;
    let contentType = 'application/json';
    pool.dispatch(
      { method: 'GET', path, headers },
      {
        // undici takes a handler of this (v7) shape by its onRequestStart.
        onRequestStart() {},
        onResponseStart(_controller, statusCode, answerHeaders) {
          status = statusCode;
          if (typeof answerHeaders['content-type'] === 'string') contentType = answerHeaders['content-type'];
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve({ status, contentType, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      },
    );
  });
}
