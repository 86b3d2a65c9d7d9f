import multipart from '@fastify/multipart';
import { ACCESS } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_BIZ_TYPE,
  ACCOUNT_REGISTRATION_MAX_FILES,
  ACCOUNT_REGISTRATION_MESSAGES,
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_SIGNATURE_BYTES,
  attachmentContentType,
  contentDisposition,
} from '@portal/legacy-protocol';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { accountRegistrationFiles, type AccountRegistrationFileRow } from '../../db/schema';
import { commonFail, commonOk } from '../../http/answers';
import { stoneFail } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { withUser } from '../../http/user-route';
import { formatWireDateTime } from '../../http/wire-date';
import { holdsAccess } from '../../http/role-access';
import { cleanFileName } from '../attachments/upload-checks';
import { checkSmsCode } from '../sms-codes/store';

const MOBILE = /^1[3-9]\d{9}$/;

type FileMeta = Omit<AccountRegistrationFileRow, 'content'>;

const META = {
  id: accountRegistrationFiles.id,
  registrationId: accountRegistrationFiles.registrationId,
  mobile: accountRegistrationFiles.mobile,
  fileName: accountRegistrationFiles.fileName,
  contentType: accountRegistrationFiles.contentType,
  size: accountRegistrationFiles.size,
  uploadedAt: accountRegistrationFiles.uploadedAt,
};

/** A document as the common module writes an attachment. */
export function fileAnswer(file: FileMeta) {
  return {
    attsysid: file.id,
    fileName: file.fileName,
    contentType: file.contentType,
    fileSize: file.size,
    bizType: ACCOUNT_REGISTRATION_BIZ_TYPE,
    attrefsysid: file.registrationId,
    createDate: formatWireDateTime(file.uploadedAt),
  };
}

export function filesOf(db: Db, registrationId: string): Promise<FileMeta[]> {
  return db.select(META).from(accountRegistrationFiles).where(eq(accountRegistrationFiles.registrationId, registrationId)).orderBy(asc(accountRegistrationFiles.uploadedAt));
}

/** Whether every id is a document of `mobile` not yet filed with an application. */
export async function filesHeldBy(db: Db, mobile: string, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const held = await db
    .select({ id: accountRegistrationFiles.id })
    .from(accountRegistrationFiles)
    .where(and(inArray(accountRegistrationFiles.id, [...ids]), eq(accountRegistrationFiles.mobile, mobile), isNull(accountRegistrationFiles.registrationId)));
  return held.length === new Set(ids).size;
}

export async function linkFiles(db: Db, registrationId: string, mobile: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(accountRegistrationFiles)
    .set({ registrationId })
    .where(and(inArray(accountRegistrationFiles.id, [...ids]), eq(accountRegistrationFiles.mobile, mobile), isNull(accountRegistrationFiles.registrationId)));
}

type Upload = { fields: Record<string, string>; file: { name: string; content: Buffer } | null };

async function readUpload(request: FastifyRequest): Promise<Upload | 'tooLarge'> {
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') upload.fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && upload.file === null) upload.file = { name: cleanFileName(part.filename), content: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
    throw error;
  }
  return upload;
}

/**
 * The documents of an application: `common/account/upload` for a visitor whose SMS code of the
 * register purpose is right (checked, not used up: the application uses it), at most
 * ACCOUNT_REGISTRATION_MAX_FILES unfiled per number; `account/registerFile/{fileId}` for the institute.
 */
export function accountRegistrationFileRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 256 } });
    scope.route({
      method: 'POST',
      url: ACCOUNT_REGISTRATION_WIRE_PATHS.upload,
      config: { public: true },
      handler: async (request) => {
        if (!request.isMultipart()) return commonFail(ATTACHMENT_MESSAGES.missing);
        const read = await readUpload(request);
        if (read === 'tooLarge') return commonFail(ATTACHMENT_MESSAGES.tooLarge);
        const mobile = read.fields.mobile ?? '';
        if (!MOBILE.test(mobile)) return commonFail('请输入正确的手机号码');
        const valid = await checkSmsCode(db, { mobile, purpose: 'register', code: read.fields.smsCode ?? '', consume: false }, context.now());
        if (!valid) return commonFail(ACCOUNT_REGISTRATION_MESSAGES.smsWrong);
        const { file } = read;
        if (!file || file.name === '') return commonFail(ATTACHMENT_MESSAGES.missing);
        if (file.content.length === 0) return commonFail(ATTACHMENT_MESSAGES.empty);
        const contentType = attachmentContentType(file.name, file.content.subarray(0, ATTACHMENT_SIGNATURE_BYTES));
        if (!contentType) return commonFail(ATTACHMENT_MESSAGES.badType);
        // The count and the insert under the number's lock: parallel uploads cannot both take the last place.
        const row = await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`account_registration_files:${mobile}`}))`);
          const [held] = await tx
            .select({ value: count() })
            .from(accountRegistrationFiles)
            .where(and(eq(accountRegistrationFiles.mobile, mobile), isNull(accountRegistrationFiles.registrationId)));
          if ((held?.value ?? 0) >= ACCOUNT_REGISTRATION_MAX_FILES) return null;
          const [inserted] = await tx
            .insert(accountRegistrationFiles)
            .values({ id: newId(), mobile, fileName: file.name, contentType, size: file.content.length, content: file.content, uploadedAt: context.now() })
            .returning(META);
          return inserted!;
        });
        return row ? commonOk(fileAnswer(row)) : commonFail(ACCOUNT_REGISTRATION_MESSAGES.tooManyFiles);
      },
    });
  });

  app.route({
    method: GET_OR_POST,
    url: `${ACCOUNT_REGISTRATION_WIRE_PATHS.file}/:fileId`,
    handler: withUser(context, async (user, request, reply) => {
      if (!(await holdsAccess(db, user, ACCESS.accountCheck))) return stoneFail(ACCOUNT_REGISTRATION_MESSAGES.forbidden);
      const { fileId } = request.params as { fileId: string };
      const [file] = await db.select().from(accountRegistrationFiles).where(eq(accountRegistrationFiles.id, fileId));
      if (!file || file.registrationId === null) return stoneFail(ACCOUNT_REGISTRATION_MESSAGES.fileNotFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    }),
  });
}
