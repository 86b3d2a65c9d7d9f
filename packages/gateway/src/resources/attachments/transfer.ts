import { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_REF_TYPES, contract, message, type Attachment, type UploadedAttachment, ZAttachmentFileName, ZAttachmentUploadBodySchema } from '@portal/contract';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_PARAMS,
  ATTACHMENT_STORAGE_MESSAGES,
  ATTACHMENT_WIRE_PATHS,
  ATTACHMENT_SIGNATURE_BYTES,
  ATTACHMENT_TYPES,
  attachmentContentType,
  fileExtension,
  ZWireAttachment,
  ZWireAttachmentRoom,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as platformRequest, type Dispatcher } from 'undici';
import { replyEntry, visitorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from '../../http/multipart-body';
import { registerBinaryRoute, STORED_FILE } from '../../http/binary-route';
import { HttpProblem, type ProblemSpec } from '../../http/problem';
import { UPLOAD_PROBLEMS, UPLOAD_REFUSAL_STATUSES } from '../../http/upload-problems';
import { issueFieldError } from '../../http/validation-problem';
import { platformSession, sendProblem } from '../../http/respond';
import { chunksOf, readHead } from '../../http/stream-reading';
import { platformHeaders, resultOfText, sessionParams, type LegacyResult, type LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { transportFailure } from '../../legacy/transport-errors';
import { UNEXPECTED_ANSWER } from '../../legacy/wire-values';
import { ATTACHMENT_BIZ_TYPES, toAttachment, type AttachmentRefType } from './mapping';
import { openUploadToken, recordUpload, takeUploadPlace, UPLOAD_TOKEN_PROBLEMS } from './upload-tokens';

/** Room for the multipart framing and the two small fields around a file of the largest size. */
const MULTIPART_SLACK = 64 * 1024;
// The client may take the gateway's request time to send a file before the platform's own time starts.
const CLIENT_SEND_MS = 30_000;

const PROBLEMS = {
  ...UPLOAD_PROBLEMS,
  incomplete: { cause: 'malformed-request', status: 400, detail: '上传的内容不完整，请重新上传' },
} satisfies Record<string, ProblemSpec>;

const PLATFORM_REFUSALS = {
  // A full record, unit or unlinked allowance: nothing more fits until files are deleted.
  [ATTACHMENT_STORAGE_MESSAGES.recordFull]: 409,
  [ATTACHMENT_STORAGE_MESSAGES.unitFull]: 409,
  [ATTACHMENT_STORAGE_MESSAGES.unlinkedFull]: 409,
  ...UPLOAD_REFUSAL_STATUSES,
  [ATTACHMENT_MESSAGES.notFound]: 404,
  [ATTACHMENT_MESSAGES.refForeign]: 404,
  [ATTACHMENT_MESSAGES.locked]: 409,
};

function platformUrl(ctx: GatewayContext, path: string, params: Record<string, string>, session: LegacySession): string {
  const query = sessionParams(new URLSearchParams(params), session);
  query.set('__ajax', 'json');
  return `${ctx.hosts.platform.replace(/\/+$/, '')}${path}?${query.toString()}`;
}

/** A JSON answer of the platform as the legacy client would read it. */
async function platformOutcome(response: Dispatcher.ResponseData): Promise<LegacyResult> {
  if (response.statusCode < 500) return resultOfText(response.statusCode, await response.body.text());
  await response.body.dump();
  return resultOfText(response.statusCode, '');
}

/** The clean API's multipart fields as the platform's; other fields are not the API's and are left out. */
function wireFields(name: string, value: string): [string, string][] {
  if (name === 'refType') {
    if (!(ATTACHMENT_REF_TYPES as readonly string[]).includes(value)) {
      throw new HttpProblem({ cause: 'validation-failed', status: 400, errors: [{ path: 'refType', code: 'invalid_choice', message: message('invalidOption') }] });
    }
    return [[ATTACHMENT_PARAMS.bizType, ATTACHMENT_BIZ_TYPES[value as AttachmentRefType]]];
  }
  if (name === 'refId') {
    const refId = ZAttachmentUploadBodySchema.shape.refId.safeParse(value);
    if (!refId.success) throw new HttpProblem({ cause: 'validation-failed', status: 400, errors: refId.error.issues.slice(0, 1).map((issue) => issueFieldError(issue, 'refId')) });
    return value === '' ? [] : [[ATTACHMENT_PARAMS.refId, value]];
  }
  return [];
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** After a refusal the rest of the request is read and dropped, so the connection stays usable. */
async function discardRest(parts: AsyncIterator<Multipart>, file?: MultipartFile): Promise<void> {
  file?.file.resume();
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) return;
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch {
    // Whatever the parser still complains about is dropped with the rest.
  }
}

/** What became of the upstream body: refused on the way, or sent to its end. */
type Noted = { refusal?: ProblemSpec; sent?: boolean };

type CheckedFile = { part: MultipartFile; chunks: AsyncGenerator<Buffer>; head: Buffer[]; contentType: string };

/**
 * Fields up to the file, then the file's type by its extension and its first bytes, before anything
 * goes on. `seen.file` is the file part met, which a refusal must drain.
 */
async function checkedFile(parts: AsyncIterator<Multipart>, before: [string, string][], seen: { file?: MultipartFile }, fixed: boolean): Promise<CheckedFile> {
  for (;;) {
    const next = await parts.next();
    if (next.done) throw new HttpProblem(PROBLEMS.missing);
    const part = next.value;
    if (part.type === 'field') {
      if (!fixed) before.push(...wireFields(part.fieldname, String(part.value)));
      continue;
    }
    seen.file = part;
    if (part.fieldname !== ATTACHMENT_PARAMS.file) throw new HttpProblem(PROBLEMS.missing);
    const fileName = ZAttachmentFileName.safeParse(part.filename);
    if (!fileName.success) throw new HttpProblem({ cause: 'validation-failed', status: 400, errors: fileName.error.issues.slice(0, 1).map((issue) => issueFieldError(issue, 'file')) });
    if (!ATTACHMENT_TYPES[fileExtension(part.filename)]) throw new HttpProblem(PROBLEMS.badType);
    const chunks = chunksOf(part.file);
    const head = await readHead(chunks, ATTACHMENT_SIGNATURE_BYTES);
    if (head.every((chunk) => chunk.length === 0)) throw new HttpProblem(PROBLEMS.empty);
    const contentType = attachmentContentType(part.filename, Buffer.concat(head));
    if (!contentType) throw new HttpProblem(PROBLEMS.badType);
    return { part, chunks, head, contentType };
  }
}

/**
 * The upstream multipart body: fields before the file, the file as it arrives (counted against the
 * limit), then the fields after it. A refusal on the way is noted and thrown, which aborts the
 * upstream request before its closing boundary, so the platform stores nothing.
 */
async function* upstreamBody(
  boundary: string,
  before: [string, string][],
  file: CheckedFile,
  parts: AsyncIterator<Multipart>,
  noted: Noted,
  fixed: boolean,
): AsyncGenerator<Buffer> {
  try {
    for (const [name, value] of before) yield fieldPart(boundary, name, value);
    yield fileHead(boundary, ATTACHMENT_PARAMS.file, file.part.filename, file.contentType);
    let size = 0;
    for (const chunk of file.head) {
      size += chunk.length;
      yield chunk;
    }
    for await (const chunk of file.chunks) {
      size += chunk.length;
      if (size > ATTACHMENT_MAX_BYTES) throw new HttpProblem(PROBLEMS.tooLarge);
      yield chunk;
    }
    if (size > ATTACHMENT_MAX_BYTES || file.part.file.truncated) throw new HttpProblem(PROBLEMS.tooLarge);
    yield fileEnd();
    for (;;) {
      const next = await parts.next();
      if (next.done) break;
      if (next.value.type === 'file') throw new HttpProblem(PROBLEMS.incomplete);
      if (fixed) continue;
      for (const [name, value] of wireFields(next.value.fieldname, String(next.value.value))) yield fieldPart(boundary, name, value);
    }
    yield closingBoundary(boundary);
    noted.sent = true;
  } catch (error) {
    noted.refusal = error instanceof HttpProblem ? error.spec : isTooLarge(error) ? PROBLEMS.tooLarge : PROBLEMS.incomplete;
    throw error;
  }
}

/**
 * Whose upload this is and where it goes: the signed-in user's (fields from the form), or a phone
 * upload token's (its session, and the record it was made for, whatever the form says).
 */
export type UploadTarget = {
  session: LegacySession;
  /** The platform's record fields, fixed by the token; the form's refType and refId are then ignored. */
  fields?: [string, string][];
  /** Called once the file's type is known good, before anything is sent: a problem stops the upload. */
  admit?: () => Promise<ProblemSpec | undefined>;
  stored?: (attachment: Attachment) => Promise<void>;
};

export async function upload(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, target: UploadTarget = { session: platformSession(request) }) {
  const { session } = target;
  const fixed = target.fields !== undefined;
  if (!request.isMultipart()) return sendProblem(ctx, request, reply, { problem: PROBLEMS.notMultipart });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > ATTACHMENT_MAX_BYTES + MULTIPART_SLACK) {
    // Refused unread: the connection closes rather than take megabytes nobody keeps.
    reply.header('connection', 'close');
    return sendProblem(ctx, request, reply, { problem: PROBLEMS.tooLarge });
  }

  const parts = request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 } })[Symbol.asyncIterator]();
  const before: [string, string][] = [...(target.fields ?? [])];
  const seen: { file?: MultipartFile } = {};
  let file: CheckedFile;
  try {
    file = await checkedFile(parts, before, seen, fixed);
    const refused = await target.admit?.();
    if (refused) throw new HttpProblem(refused);
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    await discardRest(parts, seen.file);
    return sendProblem(ctx, request, reply, { problem: error.spec });
  }

  const boundary = multipartBoundary();
  const noted: Noted = {};
  let response: Dispatcher.ResponseData;
  try {
    response = await platformRequest(platformUrl(ctx, ATTACHMENT_WIRE_PATHS.upload, {}, session), {
      method: 'POST',
      headers: { ...platformHeaders(ctx.config.platformSecret), 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
      body: Readable.from(upstreamBody(boundary, before, file, parts, noted, fixed)),
      headersTimeout: ctx.config.legacyTimeoutMs + CLIENT_SEND_MS,
      bodyTimeout: ctx.config.legacyTimeoutMs,
    });
  } catch (error) {
    if (noted.refusal) {
      await discardRest(parts, file.part);
      return sendProblem(ctx, request, reply, { problem: noted.refusal });
    }
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  if (noted.refusal) {
    await response.body.dump();
    await discardRest(parts, file.part);
    return sendProblem(ctx, request, reply, { problem: noted.refusal });
  }
  // The platform may answer before reading everything (an expired session); the rest is dropped.
  if (!noted.sent) await discardRest(parts, file.part);
  const outcome = withRefusalStatus(await platformOutcome(response), PLATFORM_REFUSALS);
  if (!outcome.ok) return sendProblem(ctx, request, reply, outcome);
  const saved = ZWireAttachment.safeParse(outcome.data);
  if (!saved.success) return sendProblem(ctx, request, reply, UNEXPECTED_ANSWER);
  const attachment = toAttachment(saved.data);
  await target.stored?.(attachment);
  const room = ZWireAttachmentRoom.safeParse(outcome.data);
  const { roomFiles, roomBytes } = room.success ? room.data : { roomFiles: null, roomBytes: null };
  const answer: UploadedAttachment = { ...attachment, room: roomFiles === null || roomBytes === null ? null : { files: roomFiles, bytes: roomBytes } };
  return reply.status(201).send(answer);
}

/** A phone's upload with a token: the token's session and record, one more of its places. */
async function uploadWithToken(ctx: GatewayContext, request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
  const payload = await openUploadToken(ctx, request.params.token);
  if (!payload) {
    ctx.audit.record(request, { event: 'upload-token-used', outcome: 'failure', ...visitorOf(request), target: 'attachment-upload', detail: UPLOAD_TOKEN_PROBLEMS.invalid.detail });
    return sendProblem(ctx, request, reply, { problem: UPLOAD_TOKEN_PROBLEMS.invalid });
  }
  let place: number | undefined;
  let storedId: string | undefined;
  // The phone acts as the token's user: its uploads are audited as theirs, with the file's id.
  const tokenUser = { user: payload.login ?? payload.uid, role: null };
  const answered = await upload(ctx, request, reply, {
    session: { sid: payload.sid, ext: payload.ext },
    fields: [
      [ATTACHMENT_PARAMS.bizType, ATTACHMENT_BIZ_TYPES[payload.refType]],
      ...(payload.refId ? ([[ATTACHMENT_PARAMS.refId, payload.refId]] as [string, string][]) : []),
    ],
    admit: async () => {
      place = await takeUploadPlace(ctx, payload);
      return place === undefined ? UPLOAD_TOKEN_PROBLEMS.full : undefined;
    },
    stored: async (attachment) => {
      storedId = attachment.id;
      if (place !== undefined) await recordUpload(ctx, payload, place, attachment);
    },
  });
  const target = storedId ? `attachment:${storedId}` : `attachment-upload:${payload.refType}${payload.refId ? `:${payload.refId}` : ''}`;
  ctx.audit.record(request, replyEntry(request, reply, 'upload-token-used', target, '手机扫码上传附件', tokenUser));
  return answered;
}

/**
 * Upload and download as plain Fastify routes beside the ts-rest router: they stream, which the
 * router's JSON handling cannot. Each carries its contract route, so the access guard checks them
 * like every other route. The uploads need the multipart parser of their scope (router.ts).
 */
export function registerAttachmentUploads(app: FastifyInstance, ctx: GatewayContext): void {
  app.route<{ Params: { token: string } }>({
    method: 'POST',
    url: contract.attachments.uploadWithToken.path,
    config: { tsRestRoute: contract.attachments.uploadWithToken },
    handler: (request, reply) => uploadWithToken(ctx, request, reply),
  });
  app.route({
    method: 'POST',
    url: contract.attachments.upload.path,
    config: { tsRestRoute: contract.attachments.upload },
    handler: (request, reply) => upload(ctx, request, reply),
  });
}

export function registerAttachmentDownload(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.attachments.download,
    kind: STORED_FILE,
    file: ({ params }) => ({
      path: ATTACHMENT_WIRE_PATHS.download,
      query: { [ATTACHMENT_PARAMS.id]: params.id },
      refusals: PLATFORM_REFUSALS,
      fallbackName: `附件-${params.id}`,
    }),
  });
}
