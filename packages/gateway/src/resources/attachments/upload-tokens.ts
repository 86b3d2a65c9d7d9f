import { randomBytes } from 'node:crypto';
import {
  formatShanghaiDateTime,
  UPLOAD_TOKEN_MAX_FILES,
  UPLOAD_TOKEN_TTL_MINUTES,
  ZAttachmentRefType,
  ZAttachmentSchema,
  type Attachment,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import type { GatewayContext } from '../../context';
import type { ProblemSpec } from '../../http/problem';
import type { LegacySession } from '../../legacy/client';

/**
 * Phone upload tokens (docs/attachments.md): a desktop form hands an upload to a phone through a QR
 * code. The token is 144 random bits (short, so the QR code stays easy to scan); the shared store
 * keeps what it stands for: the user's platform session, the record the files belong to, and an
 * expiry of UPLOAD_TOKEN_TTL_MINUTES. It does one thing: upload files to that record as that user, at
 * most UPLOAD_TOKEN_MAX_FILES of them. What it brought is kept beside it, so the desktop form (on any
 * gateway instance) sees the files arrive.
 */
const TTL_MS = UPLOAD_TOKEN_TTL_MINUTES * 60_000;

const ZUploadTokenPayload = z.object({
  sid: z.string().min(1),
  ext: z.string(),
  uid: z.string(),
  /** The login name, for the audit records of the token's uploads. */
  login: z.string().optional(),
  refType: z.enum(ZAttachmentRefType.options),
  refId: z.string().optional(),
  exp: z.number().int(),
});
export type UploadTokenPayload = z.infer<typeof ZUploadTokenPayload> & { tid: string };

export const UPLOAD_TOKEN_PROBLEMS = {
  // Not 401: that would end a session the phone may have; the token is simply not (or no longer) there.
  invalid: { cause: 'not-found', status: 404, detail: '上传二维码无效或已过期，请在电脑上重新生成' },
  full: { cause: 'state-conflict', status: 409, detail: `此二维码最多可上传 ${UPLOAD_TOKEN_MAX_FILES} 次，请在电脑上重新生成` },
  notYours: { cause: 'not-found', status: 404, detail: '未找到该上传二维码' },
} satisfies Record<string, ProblemSpec>;

const tokenKey = (tid: string) => `upload-token:${tid}`;
const countKey = (tid: string) => `upload-token:${tid}:count`;
const fileKey = (tid: string, n: number) => `upload-token:${tid}:file:${n}`;

export async function createUploadToken(
  ctx: GatewayContext,
  session: LegacySession & { uid: string; login?: string },
  target: { refType: UploadTokenPayload['refType']; refId?: string },
  now = Date.now(),
) {
  const tid = randomBytes(18).toString('base64url');
  const exp = now + TTL_MS;
  const payload = { sid: session.sid, ext: session.ext, uid: session.uid, ...(session.login ? { login: session.login } : {}), refType: target.refType, ...(target.refId ? { refId: target.refId } : {}), exp };
  await ctx.store.set(tokenKey(tid), JSON.stringify(payload), TTL_MS);
  return { token: tid, expiresAt: formatShanghaiDateTime(exp) };
}

/** The token's payload while it lives; undefined when there is no such token (made up, or expired). */
export async function openUploadToken(ctx: GatewayContext, token: string, now = Date.now()): Promise<UploadTokenPayload | undefined> {
  const text = await ctx.store.get(tokenKey(token));
  if (!text) return undefined;
  const parsed = ZUploadTokenPayload.safeParse(JSON.parse(text));
  return parsed.success && parsed.data.exp > now ? { ...parsed.data, tid: token } : undefined;
}

export async function uploadedCount(ctx: GatewayContext, payload: UploadTokenPayload): Promise<number> {
  return Number((await ctx.store.get(countKey(payload.tid))) ?? 0);
}

/**
 * Takes a place for one more file before it is sent; undefined when the token has brought its last.
 * A place is never given back (a failed upload keeps it), so two uploads never share one.
 */
export async function takeUploadPlace(ctx: GatewayContext, payload: UploadTokenPayload): Promise<number | undefined> {
  const place = await ctx.store.increment(countKey(payload.tid), TTL_MS);
  return place <= UPLOAD_TOKEN_MAX_FILES ? place : undefined;
}

export async function recordUpload(ctx: GatewayContext, payload: UploadTokenPayload, place: number, attachment: Attachment) {
  await ctx.store.set(fileKey(payload.tid, place), JSON.stringify(attachment), TTL_MS);
}

/** The files a token brought, in the order their places were taken. */
export async function uploadsOf(ctx: GatewayContext, payload: UploadTokenPayload): Promise<Attachment[]> {
  const count = Math.min(await uploadedCount(ctx, payload), UPLOAD_TOKEN_MAX_FILES);
  const stored = await Promise.all(Array.from({ length: count }, (_, i) => ctx.store.get(fileKey(payload.tid, i + 1))));
  return stored.flatMap((text) => {
    const parsed = text ? ZAttachmentSchema.safeParse(JSON.parse(text)) : undefined;
    return parsed?.success ? [parsed.data] : [];
  });
}

/** The signed-in user's own token: another user's (or a dead one) is not found. */
export async function ownUploadToken(ctx: GatewayContext, request: FastifyRequest, token: string) {
  const payload = await openUploadToken(ctx, token);
  return payload && request.portalSession?.uid === payload.uid ? payload : undefined;
}
