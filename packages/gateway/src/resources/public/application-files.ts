import { contract, isMobile, message, ZAttachmentFileName } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_MESSAGES,
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIGNATURE_BYTES,
  attachmentContentType,
  ZWireAttachment,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as platformRequest } from 'undici';
import type { GatewayContext } from '../../context';
import type { FieldError, ProblemSpec } from '../../http/problem';
import { issueFieldError } from '../../http/validation-problem';
import { sendProblem } from '../../http/respond';
import { UPLOAD_PROBLEMS, UPLOAD_REFUSAL_STATUSES } from '../../http/upload-problems';
import { platformHeaders, resultOfText } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { transportFailure } from '../../legacy/transport-errors';
import { UNEXPECTED_ANSWER } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';
import { createPublicLimiter, TOO_MANY } from './limits';
import { withFieldRefusal } from './mapping';

// The public form shows a field's message beside the field: a missing or empty file names `file`.
const fileFieldProblem = (problem: ProblemSpec & { detail: string }, code: FieldError['code']): ProblemSpec => ({
  ...problem,
  errors: [{ path: 'file', code, message: problem.detail }],
});

const PROBLEMS = {
  ...UPLOAD_PROBLEMS,
  missing: fileFieldProblem(UPLOAD_PROBLEMS.missing, 'required'),
  empty: fileFieldProblem(UPLOAD_PROBLEMS.empty, 'invalid_value'),
} satisfies Record<string, ProblemSpec>;

const SMS_CODE = /^\d{4,8}$/;

type Read = { fields: Record<string, string>; file: { name: string; content: Buffer } | null };

// Documents are small (10 MB at most) and few (5 a number): read whole, checked, then sent on.
async function readUpload(request: FastifyRequest): Promise<Read | 'tooLarge'> {
  const read: Read = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 256 } })) {
      if (part.type === 'field') read.fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && read.file === null) read.file = { name: part.filename, content: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
    throw error;
  }
  return read;
}

function fieldProblems(read: Read): ProblemSpec | null {
  const errors: FieldError[] = [];
  const mobile = read.fields.mobile ?? '';
  if (!isMobile(mobile)) errors.push({ path: 'mobile', code: mobile ? 'invalid_format' : 'required', message: message(mobile ? 'mobile' : 'required') });
  if (!SMS_CODE.test(read.fields.smsCode ?? '')) errors.push({ path: 'smsCode', code: 'invalid_format', message: message('smsCode') });
  if (read.file) {
    const name = ZAttachmentFileName.safeParse(read.file.name);
    if (!name.success) errors.push(...name.error.issues.slice(0, 1).map((issue) => issueFieldError(issue, 'file')));
  }
  return errors.length > 0 ? { cause: 'validation-failed', status: 400, detail: errors[0]!.message, errors } : null;
}

async function upload(ctx: GatewayContext, limiter: ReturnType<typeof createPublicLimiter>, request: FastifyRequest, reply: FastifyReply) {
  if (!(await limiter.allow(request, [['uploadByAddress']]))) return sendProblem(ctx, request, reply, { problem: TOO_MANY });
  if (!request.isMultipart()) return sendProblem(ctx, request, reply, { problem: PROBLEMS.notMultipart });
  const read = await readUpload(request);
  if (read === 'tooLarge') return sendProblem(ctx, request, reply, { problem: PROBLEMS.tooLarge });
  const invalid = fieldProblems(read);
  if (invalid) return sendProblem(ctx, request, reply, { problem: invalid });
  const { file } = read;
  if (!file) return sendProblem(ctx, request, reply, { problem: PROBLEMS.missing });
  if (file.content.length === 0) return sendProblem(ctx, request, reply, { problem: PROBLEMS.empty });
  const contentType = attachmentContentType(file.name, file.content.subarray(0, ATTACHMENT_SIGNATURE_BYTES));
  if (!contentType) return sendProblem(ctx, request, reply, { problem: PROBLEMS.badType });
  const mobile = read.fields.mobile ?? '';
  if (!(await limiter.allow(request, [['uploadByMobile', mobile]]))) return sendProblem(ctx, request, reply, { problem: TOO_MANY });

  // Encoded by the standard Response (the boundary comes in its content type) and sent as bytes:
  // undici 7's own FormData fails inside Node 24's bundled undici ("action is not a function").
  const form = new FormData();
  form.set('mobile', mobile);
  form.set('smsCode', read.fields.smsCode ?? '');
  form.set('file', new Blob([new Uint8Array(file.content)], { type: contentType }), file.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  let text: string;
  let status: number;
  try {
    const response = await platformRequest(`${ctx.hosts.platform.replace(/\/+$/, '')}${ACCOUNT_REGISTRATION_WIRE_PATHS.upload}?__ajax=json`, {
      method: 'POST',
      headers: { ...platformHeaders(ctx.config.platformSecret), accept: 'application/json', 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
      body,
      headersTimeout: ctx.config.legacyTimeoutMs,
      bodyTimeout: ctx.config.legacyTimeoutMs,
    });
    status = response.statusCode;
    text = await response.body.text();
  } catch (error) {
    return sendProblem(ctx, request, reply, transportFailure(error));
  }
  const outcome = withFieldRefusal(
    withRefusalStatus(resultOfText(status, text), { ...UPLOAD_REFUSAL_STATUSES, [ACCOUNT_REGISTRATION_MESSAGES.tooManyFiles]: 409 }),
  );
  if (!outcome.ok) return sendProblem(ctx, request, reply, outcome);
  const saved = ZWireAttachment.safeParse(outcome.data);
  if (!saved.success) return sendProblem(ctx, request, reply, UNEXPECTED_ANSWER);
  return reply.status(201).send(toAttachment(saved.data));
}

/**
 * A visitor's document of an account application, beside the router (multipart): checked for
 * its fields, size and type before the platform sees it, limited per address and per number.
 */
export function registerApplicationFileUpload(app: FastifyInstance, ctx: GatewayContext): void {
  const limiter = createPublicLimiter(ctx.store);
  app.route({
    method: 'POST',
    url: contract.public.uploadApplicationFile.path,
    config: { tsRestRoute: contract.public.uploadApplicationFile },
    handler: (request, reply) => upload(ctx, limiter, request, reply),
  });
}
