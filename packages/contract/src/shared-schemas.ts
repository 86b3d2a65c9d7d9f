import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { text, ZAnswerDateTime } from './common';
import { ZReviewState } from './constants/statuses';
import { parseApiDateTime } from './date-time';
import { message, type MessageKey } from './messages';
import { boundedText } from './validation/schemas';

const c = initContract();

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PDF answer (print host): the body is the file itself. */
export const pdfResponse = c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() });
/** An Excel answer (data host). */
export const xlsxResponse = c.otherResponse({ contentType: XLSX_MIME, body: c.type<Blob>() });
/** Any stored file (attachments keep the type they were uploaded with). */
export const fileResponse = c.otherResponse({
  contentType: 'application/octet-stream',
  body: c.type<Blob>(),
});

/** A yes/no filter of a list's query string: `true` or `false`, absent for no filter. */
export const ZQueryFlag = z
  .enum(['true', 'false'])
  .transform((flag) => flag === 'true')
  .optional();

/** The institute's decision on a submitted record: pass, or return with a required opinion. */
export const ZDecisionBodySchema = z
  .object({ decision: z.enum(['pass', 'return']), opinion: boundedText(500, 'multiline').default('') })
  .refine((body) => body.decision === 'pass' || body.opinion.trim() !== '', { message: message('required'), path: ['opinion'] });
export type DecisionBody = z.input<typeof ZDecisionBodySchema>;

/** The platform's `isCommit`: false saves a draft, true saves and submits. */
export const ZCommit = z.boolean();

export const ZAttachmentIds = z.array(text().min(1).max(64)).max(50).default([]);

/** A six-digit area code used as a filter: any level of the area tree. */
export const ZAreaFilter = text().regex(/^\d{6}$/, message('invalidOption'));

/**
 * What a save answers where the platform's save answer has no more: the record's id and its state
 * afterwards in the API's words. One platform call; the record itself is read with the group's `get`.
 */
export const ZSavedSchema = z.object({ id: z.string(), state: z.string() });

/** Review opinion of the institute on a submitted record. */
export const ZOpinionSchema = z.object({
  state: z.string(),
  opinion: z.string().nullable(),
  reviewer: z.string().nullable(),
  reviewedAt: ZAnswerDateTime.nullable(),
});

/** One field change a record's owner applied for, with the institute's review of it. */
export const ZFieldChangeSchema = z.object({
  id: z.string(),
  field: z.string(),
  fieldLabel: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  reason: z.string(),
  appliedAt: ZAnswerDateTime,
  state: ZReviewState,
  opinion: z.string().nullable(),
});

/** A state change in a record's history. */
export const ZStateHistoryItemSchema = z.object({
  state: z.string(),
  stateLabel: z.string(),
  at: ZAnswerDateTime,
  operator: z.string().nullable(),
  remark: z.string().nullable(),
});

/**
 * Rejects inclusive ranges whose start is after their end, e.g. [['checkDateFrom', 'checkDateTo']].
 * Dates and times are compared as the instants they name (a day as its Asia/Shanghai midnight), so
 * `2026-11-23T08:00:00Z` comes after `2026-11-23 15:50:00`; a value that is no time is left to its
 * own field's check.
 */
export function rangesInOrder(pairs: readonly (readonly [string, string, MessageKey?])[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [from, to, key = 'dateRange'] of pairs) {
      const start = value[from];
      const end = value[to];
      if (typeof start !== 'string' || typeof end !== 'string') continue;
      const [startAt, endAt] = [parseApiDateTime(start), parseApiDateTime(end)];
      if (startAt !== null && endAt !== null && startAt > endAt) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [to], message: message(key) });
      }
    }
  };
}
