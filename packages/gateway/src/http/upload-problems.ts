import { ATTACHMENT_MESSAGES } from '@portal/legacy-protocol';
import type { ProblemSpec } from './problem';

/**
 * What an upload answers when the file itself is refused, the same on every upload route (the
 * signed-in unit's attachments and a visitor's application documents), checked before the platform
 * sees the file.
 */
export const UPLOAD_PROBLEMS = {
  tooLarge: { cause: 'payload-too-large', status: 413, detail: ATTACHMENT_MESSAGES.tooLarge },
  badType: { cause: 'unsupported-media-type', status: 415, detail: ATTACHMENT_MESSAGES.badType },
  missing: { cause: 'validation-failed', status: 400, detail: ATTACHMENT_MESSAGES.missing },
  empty: { cause: 'validation-failed', status: 400, detail: ATTACHMENT_MESSAGES.empty },
  notMultipart: { cause: 'unsupported-media-type', status: 415, detail: '请以 multipart/form-data 格式上传文件' },
} satisfies Record<string, ProblemSpec>;

/** The platform's own refusals of a file by size or type, answered with the statuses of the checks above. */
export const UPLOAD_REFUSAL_STATUSES = {
  [ATTACHMENT_MESSAGES.tooLarge]: 413,
  [ATTACHMENT_MESSAGES.badType]: 415,
};
