import { contentDisposition, dispositionFileName } from '@portal/legacy-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { request as platformRequest, type Dispatcher } from 'undici';
import type { GatewayContext } from '../context';
import { platformHeaders, resultOfText } from '../legacy/client';
import { withRefusalStatus } from '../legacy/platform-refusals';
import { transportFailure } from '../legacy/transport-errors';
import { BAD_GATEWAY } from './problem';
import { sendProblem } from './respond';

export type PlatformFileOptions = {
  /** Statuses of the platform's refusal texts, e.g. `{ [notFound]: 404 }`. */
  refusals: Readonly<Record<string, number>>;
  /** The download name when the platform gives none. */
  fallbackName: string;
};

/**
 * Streams a file the platform serves at `url` (an attachment, a thread's file) to the browser with
 * the platform's file name and `no-store`. The platform answers a refusal in JSON, which is no type a
 * file may have: it becomes the problem its text means.
 */
export async function relayPlatformFile(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, url: string, options: PlatformFileOptions) {
  let response: Dispatcher.ResponseData;
  try {
    response = await platformRequest(url, {
      method: 'GET',
      headers: platformHeaders(ctx.config.platformSecret),
      headersTimeout: ctx.config.legacyTimeoutMs,
      bodyTimeout: ctx.config.legacyTimeoutMs,
    });
  } catch (error) {
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  if (response.statusCode >= 400 || type.startsWith('application/json')) {
    const text = response.statusCode < 500 ? await response.body.text() : (await response.body.dump(), '');
    const outcome = withRefusalStatus(resultOfText(response.statusCode, text), options.refusals);
    return sendProblem(ctx, request, reply, outcome.ok ? { problem: BAD_GATEWAY, cause: 'JSON success instead of a file' } : outcome);
  }
  const name = dispositionFileName(String(response.headers['content-disposition'] ?? '')) ?? options.fallbackName;
  const length = response.headers['content-length'];
  if (length !== undefined) reply.header('content-length', String(length));
  return reply
    .status(200)
    .header('content-type', type)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store')
    .send(response.body);
}
