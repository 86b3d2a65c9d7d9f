import { XLSX_MIME } from '@portal/contract';
import { contentDisposition, dispositionFileName, shiftDateKeys, type QueryValue } from '@portal/legacy-protocol';
import { isZodType, type AppRoute, type ServerInferRequest } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as hostRequest, type Dispatcher } from 'undici';
import { replyEntry } from '../audit/actor';
import type { GatewayContext } from '../context';
import { platformHeaders, resultOfText, sessionParams } from '../legacy/client';
import { withRefusalStatus } from '../legacy/platform-refusals';
import { transportFailure } from '../legacy/transport-errors';
import { BAD_GATEWAY, HttpProblem, type ProblemSpec } from './problem';
import { platformSession, sendProblem, type FailureLike } from './respond';
import { validationProblem } from './validation-problem';

const PDF_MIME = 'application/pdf';
const MIB = 1024 * 1024;
/** A refusal is a few hundred bytes of JSON; a larger answer that is no file is not read. */
const MAX_VERDICT_BYTES = 64 * 1024;

/**
 * What a host answers and how it is passed on. A document the host renders has one type, and any
 * other answer is its JSON verdict; a file the platform stores may have any type but JSON.
 */
export type FileKind = {
  host: 'print' | 'data' | 'platform';
  /** The type of the rendered document; none for a stored file. */
  type?: string;
  /**
   * Read whole, so that a host failing halfway is a problem rather than a cut file; a larger answer
   * is none of the host's (502, unread). Without it the file is streamed as it arrives.
   */
  maxBytes?: number;
  /** How long the host may take before it answers; `LEGACY_TIMEOUT_MS` otherwise. */
  headersTimeoutMs?: number;
};

/**
 * How long a rendered document may take to start. The platform draws documents and writes workbooks
 * in worker threads that yield the CPU to everyone's requests: under the heavy benchmark's load a
 * print of 10 use signs took 0.13 s at the median, 1.1 s at p99 and once 8.7 s, and with
 * `LEGACY_TIMEOUT_MS` (10 s) one such print in several hundred failed (docs/performance.md, "Heavy work").
 */
export const DOCUMENT_HEADERS_TIMEOUT_MS = 60_000;
export const WORKBOOK_HEADERS_TIMEOUT_MS = 120_000;

/** A report, an invoice, a sign or a declaration the print host renders: a few pages, some hundred kilobytes. */
export const PRINTED_PDF: FileKind = { host: 'print', type: PDF_MIME, maxBytes: 20 * MIB, headersTimeoutMs: DOCUMENT_HEADERS_TIMEOUT_MS };
/** A pay certificate the platform renders: one or two pages, some tens of kilobytes. */
export const PLATFORM_PDF: FileKind = { host: 'platform', type: PDF_MIME, maxBytes: 5 * MIB, headersTimeoutMs: DOCUMENT_HEADERS_TIMEOUT_MS };
/** A unit's list as the data host's workbook: some kilobytes to a few megabytes. */
export const LIST_WORKBOOK: FileKind = { host: 'data', type: XLSX_MIME, maxBytes: 20 * MIB, headersTimeoutMs: WORKBOOK_HEADERS_TIMEOUT_MS };
/** An attachment or a thread's file, with the platform's file name (re-encoded) or a fallback. */
export const STORED_FILE: FileKind = { host: 'platform' };

/** The file a request asks for, at its host. */
export type HostFile = {
  path: string;
  /** Sent with the session, empty values dropped and the date rule applied, as on every platform call. */
  query?: Record<string, QueryValue>;
  /** Statuses of the host's refusal texts, e.g. `{ [notFound]: 404 }`; any other refusal is a 400. */
  refusals?: Readonly<Record<string, number>>;
  /** A stored file's download name when the platform gives none. */
  fallbackName?: string;
};

export type BinaryRoute<R extends AppRoute & { method: 'GET' }> = {
  /** The contract's route: its path, its params and query schemas, and the access id the guard checks. */
  route: R;
  kind: FileKind;
  /** The checked request as the file to fetch. */
  file: (input: ServerInferRequest<R>, request: FastifyRequest) => HostFile;
  /** The answer to a request that fails the contract's schemas; the contract's 400 by default. */
  malformed?: ProblemSpec;
  /** The connections to the host, when the route keeps its own. */
  dispatcher?: Dispatcher;
};

function parsedWith(schema: unknown, value: unknown) {
  return isZodType(schema) ? schema.safeParse(value) : ({ success: true, data: value } as const);
}

function checkedInput<R extends AppRoute>(route: R, request: FastifyRequest, malformed: ProblemSpec | undefined): ServerInferRequest<R> {
  const params = parsedWith(route.pathParams, request.params);
  const query = parsedWith(route.query, request.query);
  if (!params.success || !query.success) {
    const errors = new RequestValidationError(params.success ? null : params.error, null, query.success ? null : query.error, null);
    throw new HttpProblem(malformed ?? validationProblem(errors));
  }
  // The values the route's own schemas parsed: its request as ts-rest types it.
  return { params: params.data, query: query.data } as ServerInferRequest<R>;
}

function isFile(kind: FileKind, status: number, type: string): boolean {
  return kind.type === undefined ? status < 400 && !type.startsWith('application/json') : status === 200 && type.startsWith(kind.type);
}

/** A host's answer that is no file: the problem its JSON verdict means (a refusal, the session gone), else a 502. */
export function hostFailure(status: number, text: string, refusals: HostFile['refusals'] = {}): FailureLike {
  const verdict = withRefusalStatus(resultOfText(status, text), refusals);
  return verdict.ok ? { problem: BAD_GATEWAY, cause: 'JSON success instead of a file' } : verdict;
}

async function failureOf(upstream: Dispatcher.ResponseData, refusals: HostFile['refusals']): Promise<FailureLike> {
  if (Number(upstream.headers['content-length'] ?? 0) <= MAX_VERDICT_BYTES) return hostFailure(upstream.statusCode, await upstream.body.text(), refusals);
  await upstream.body.dump();
  return hostFailure(502, '');
}

/** `Content-Disposition` of the answer: the rendering host's own, or the stored file's name re-encoded. */
function dispositionOf(kind: FileKind, upstream: Dispatcher.ResponseData, file: HostFile): string | undefined {
  const header = upstream.headers['content-disposition'];
  if (kind.type !== undefined) return typeof header === 'string' ? header : undefined;
  return contentDisposition(dispositionFileName(String(header ?? '')) ?? file.fallbackName ?? 'file');
}

/** The ETag and digest of a document the host keeps (a report's file), passed on as the host gave them. */
function documentIdentity(upstream: Dispatcher.ResponseData): { etag?: string; 'repr-digest'?: string } {
  const etag = upstream.headers.etag;
  const digest = upstream.headers['repr-digest'];
  return { ...(typeof etag === 'string' ? { etag } : {}), ...(typeof digest === 'string' ? { 'repr-digest': digest } : {}) };
}

async function sendHostFile(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { kind, file, dispatcher }: { kind: FileKind; file: HostFile; dispatcher: Dispatcher | undefined },
) {
  const base = new URL(ctx.hosts[kind.host]);
  const query = sessionParams(new URLSearchParams(shiftDateKeys(file.query ?? {})), platformSession(request));
  // With __ajax the platform answers a refusal of a stored file in JSON rather than as a page.
  if (kind.type === undefined) query.set('__ajax', 'json');
  // A kept document (a report file) has an ETag: a client that holds it asks with If-None-Match.
  const ifNoneMatch = request.headers['if-none-match'];
  let upstream: Dispatcher.ResponseData;
  try {
    upstream = await hostRequest(`${base.origin}${base.pathname.replace(/\/+$/, '')}${file.path}?${query.toString()}`, {
      method: 'GET',
      headers: {
        ...platformHeaders(ctx.config.platformSecret),
        ...(kind.type === undefined ? {} : { accept: `${kind.type}, application/json` }),
        ...(typeof ifNoneMatch === 'string' ? { 'if-none-match': ifNoneMatch } : {}),
      },
      headersTimeout: kind.headersTimeoutMs ?? ctx.config.legacyTimeoutMs,
      bodyTimeout: ctx.config.legacyTimeoutMs,
      ...(dispatcher ? { dispatcher } : {}),
    });
  } catch (error) {
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  const identity = documentIdentity(upstream);
  if (upstream.statusCode === 304 && identity.etag !== undefined) {
    await upstream.body.dump();
    return reply.headers(identity).status(304).send();
  }
  const type = String(upstream.headers['content-type'] ?? '');
  if (kind.maxBytes !== undefined && Number(upstream.headers['content-length'] ?? 0) > kind.maxBytes) {
    await upstream.body.dump();
    return sendProblem(ctx, request, reply, { problem: BAD_GATEWAY, cause: 'file larger than expected' });
  }
  if (!isFile(kind, upstream.statusCode, type)) return sendProblem(ctx, request, reply, await failureOf(upstream, file.refusals));

  const body = kind.maxBytes === undefined ? upstream.body : Buffer.from(await upstream.body.arrayBuffer());
  const length = upstream.headers['content-length'];
  const disposition = dispositionOf(kind, upstream, file);
  reply.header('content-type', type || 'application/octet-stream');
  if (typeof length === 'string') reply.header('content-length', length);
  if (disposition !== undefined) reply.header('content-disposition', disposition);
  reply.headers(identity);
  // Cache-Control (no-store) and nosniff are every API answer's (http/api-answers.ts, plugins/security.ts).
  return reply.status(200).send(body);
}

/**
 * A download beside the ts-rest router, whose Fastify adapter cannot stream: the request checked
 * against the contract route's schemas, the file fetched from its host with the caller's platform
 * session, and passed on with its type, length and (Chinese) file name. Refusals and transport
 * failures become problems like every other call; `tsRestRoute` lets the access guard check the
 * route's access id. A workbook (an export) goes to the audit trail, sent or not.
 */
export function registerBinaryRoute<R extends AppRoute & { method: 'GET' }>(app: FastifyInstance, ctx: GatewayContext, spec: BinaryRoute<R>): void {
  const { route } = spec;
  app.route({
    method: 'GET',
    url: route.path,
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const file = spec.file(checkedInput(route, request, spec.malformed), request);
      const sent = await sendHostFile(ctx, request, reply, { kind: spec.kind, file, dispatcher: spec.dispatcher });
      // A workbook is a whole list leaving the portal at once: every export is audited, here for all of them.
      if (spec.kind.type === XLSX_MIME) ctx.audit.record(request, replyEntry(request, reply, 'exported', `export:${route.path}`, '导出 Excel 工作簿'));
      return sent;
    },
  });
}
