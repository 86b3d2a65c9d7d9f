import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, text, ZAnswerDateTime, ZIdParams, ZText } from '../common';
import { ZInspectionApplicationMaterialCode } from '../constants/inspection-kind-forms';
import { SERVICE_KIND_CODES } from '../constants/service-kinds';
import { formatMessage, message } from '../messages';
import { fileResponse } from '../shared-schemas';

const c = initContract();

/** What an attachment belongs to (the platform's attrefsysid plus the record kind). */
export const ATTACHMENT_REF_TYPES = [
  'account-application',
  'password-reset',
  'unit-change',
  'equipment',
  'use-registration',
  'inspection-application',
  'worker',
  'construction-record',
  ...SERVICE_KIND_CODES,
  'interaction',
  'reissue-application',
  'conformity-declaration',
  'rectification',
] as const;
export const ZAttachmentRefType = z.enum(ATTACHMENT_REF_TYPES);

export const ZAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  refType: ZAttachmentRefType.nullable(),
  refId: z.string().nullable(),
  uploadedAt: ZAnswerDateTime,
  /** Which material of an inspection application the file is (null or absent: none named). */
  material: ZInspectionApplicationMaterialCode.nullable().optional(),
});
export type Attachment = z.infer<typeof ZAttachmentSchema>;

/** The most one record holds (files and bytes in all); the platform refuses an upload past it. */
export const RECORD_ATTACHMENT_LIMITS = { maxFiles: 30, maxBytes: 100 * 1024 * 1024 } as const;

/** What a record has left for uploads. */
export const ZAttachmentRoomSchema = z.object({ files: z.number().int(), bytes: z.number().int() });
export type AttachmentRoom = z.infer<typeof ZAttachmentRoomSchema>;

/** An upload's answer: the stored file and what its record has left after it (null: not yet linked to a record). */
export const ZUploadedAttachmentSchema = ZAttachmentSchema.extend({ room: ZAttachmentRoomSchema.nullable().default(null) });
export type UploadedAttachment = z.infer<typeof ZUploadedAttachmentSchema>;

/** An upload token: dot-separated base64url parts, so no `..` or `/` can reach a path. */
const ZUploadToken = text().max(512).regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, message('invalidId'));

const ZFile = z.instanceof(Blob).describe('The file (multipart part "file")');

/** Multipart fields; the gateway serves uploads with @fastify/multipart beside the router. */
export const ZAttachmentUploadBodySchema = z.object({
  file: ZFile,
  refType: ZAttachmentRefType.optional(),
  refId: ZText.max(64).optional(),
});

/** The name of an uploaded file (the multipart part's filename), checked like any request text. */
export const ZAttachmentFileName = ZText.min(1, message('required')).max(255, formatMessage('tooLong', { max: 255 }));
export type AttachmentUploadBody = z.input<typeof ZAttachmentUploadBodySchema>;

/** Files one upload token may bring in, and how long it lives (docs/attachments.md). */
export const UPLOAD_TOKEN_MAX_FILES = 20;
export const UPLOAD_TOKEN_TTL_MINUTES = 10;

export const ZUploadTokenSchema = z.object({
  token: z.string(),
  expiresAt: ZAnswerDateTime,
});

/** What the phone page may know of its token: what it uploads to, and how much is left. */
export const ZUploadTokenInfoSchema = z.object({
  refType: ZAttachmentRefType,
  expiresAt: ZAnswerDateTime,
  uploaded: z.number().int(),
  maxFiles: z.number().int(),
});
export type UploadTokenInfo = z.infer<typeof ZUploadTokenInfoSchema>;

const ZUploadTokenParams = z.object({ token: ZUploadToken.describe('The upload token the QR code on the computer carries (valid for a limited time)') });

export const attachmentRoutes = c.router({
  upload: {
    method: 'POST',
    path: '/api/v1/attachments',
    contentType: 'multipart/form-data',
    body: ZAttachmentUploadBodySchema,
    responses: { 201: ZUploadedAttachmentSchema },
    summary: 'Upload an attachment (multipart field "file")',
    metadata: meta('session'),
  },
  list: {
    method: 'GET',
    path: '/api/v1/attachments',
    query: z.object({
      refType: ZAttachmentRefType.describe('The type of record the files are attached to (one of the listed record types)'),
      refId: ZText.min(1).max(64).describe("The record's id: its attached files are listed"),
    }),
    responses: { 200: z.array(ZAttachmentSchema) },
    summary: 'Attachments of one record',
    metadata: meta('session'),
  },
  download: {
    method: 'GET',
    path: '/api/v1/attachments/:id/content',
    pathParams: ZIdParams,
    responses: { 200: fileResponse },
    summary: 'Download an attachment',
    metadata: meta('session'),
  },
  delete: {
    method: 'DELETE',
    path: '/api/v1/attachments/:id',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Delete an attachment',
    metadata: meta('session'),
  },
  createUploadToken: {
    method: 'POST',
    path: '/api/v1/attachment-upload-tokens',
    body: z.object({ refType: ZAttachmentRefType, refId: ZText.max(64).optional() }),
    responses: { 201: ZUploadTokenSchema },
    summary: 'A short-lived token for uploading from a phone (attachmentUploadMobile page)',
    metadata: meta('session'),
  },
  uploadTokenInfo: {
    method: 'GET',
    path: '/api/v1/attachment-upload-tokens/:token',
    pathParams: ZUploadTokenParams,
    responses: { 200: ZUploadTokenInfoSchema },
    summary: 'What a phone upload token is for, when it expires and how many files it brought',
    metadata: meta('public'),
  },
  tokenUploads: {
    method: 'GET',
    path: '/api/v1/attachment-upload-tokens/:token/attachments',
    pathParams: ZUploadTokenParams,
    responses: { 200: z.array(ZAttachmentSchema) },
    summary: 'Files uploaded with a token, for the desktop form that made it (same user only)',
    metadata: meta('session'),
  },
  uploadWithToken: {
    method: 'POST',
    path: '/api/v1/attachment-upload-tokens/:token/attachments',
    pathParams: ZUploadTokenParams,
    contentType: 'multipart/form-data',
    body: z.object({ file: ZFile }),
    responses: { 201: ZUploadedAttachmentSchema },
    summary: 'Upload from a phone with an upload token, no session needed',
    metadata: meta('public'),
  },
});
