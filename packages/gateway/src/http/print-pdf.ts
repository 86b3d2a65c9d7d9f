import type { FastifyReply, FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import type { GatewayContext } from '../context';
import { platformHeaders, resultOfText, sessionParams } from '../legacy/client';
import { withRefusalStatus } from '../legacy/platform-refusals';
import { transportFailure } from '../legacy/transport-errors';
import { BAD_GATEWAY } from './problem';
import { platformSession, sendProblem } from './respond';

const PDF_MIME = 'application/pdf';
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;
/** A report of a few pages is some hundred kilobytes; anything far larger is no answer of the print host. */
const MAX_PDF_BYTES = 20 * 1024 * 1024;

export type PrintPdfOptions = {
  /** The print host's path, e.g. `reportFilePath(id, type)`. */
  path: string;
  query?: Record<string, string>;
  /** Statuses of the print host's refusal texts (a JSON answer with a flag and a text), e.g. `{ [notFound]: 404 }`. */
  refusals?: Readonly<Record<string, number>>;
};

/**
 * Streams a PDF from the print host (`PRINT_URL`) to the browser with the host's file name
 * (`Content-Disposition` with `filename*` in UTF-8, set by the host) and `no-store`. A JSON answer
 * instead of a file becomes the problem its flag and text mean (400, or what `refusal` maps it to).
 */
export async function sendPrintPdf(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, options: PrintPdfOptions) {
  const base = new URL(ctx.hosts.print);
  const basePath = base.pathname.replace(/\/+$/, '');
  const params = sessionParams(new URLSearchParams(options.query ?? {}), platformSession(request));
  let upstream: Awaited<ReturnType<typeof undiciRequest>>;
  try {
    upstream = await undiciRequest(`${base.origin}${basePath}${options.path}?${params.toString()}`, {
      method: 'GET',
      headers: { ...platformHeaders(ctx.config.platformSecret), accept: `${PDF_MIME}, application/json` },
      headersTimeout: ctx.config.legacyTimeoutMs,
      bodyTimeout: ctx.config.legacyTimeoutMs,
    });
  } catch (error) {
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  const type = String(upstream.headers['content-type'] ?? '');
  if (Number(upstream.headers['content-length'] ?? 0) > MAX_PDF_BYTES) {
    await upstream.body.dump();
    return sendProblem(ctx, request, reply, { problem: BAD_GATEWAY, cause: 'PDF larger than expected' });
  }
  if (upstream.statusCode !== 200 || !type.startsWith(PDF_MIME)) {
    const verdict = resultOfText(upstream.statusCode, await upstream.body.text());
    if (verdict.ok) return sendProblem(ctx, request, reply, { problem: BAD_GATEWAY, cause: 'print host answered JSON instead of a PDF' });
    const refused = withRefusalStatus(verdict, options.refusals ?? {});
    return sendProblem(ctx, request, reply, refused.ok ? { problem: BAD_GATEWAY } : refused);
  }
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  reply.header('cache-control', 'private, no-store');
  return reply.status(200).send(Buffer.from(await upstream.body.arrayBuffer()));
}
