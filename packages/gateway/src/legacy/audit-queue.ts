import type { ZAuditQuerySchema } from '@portal/contract';
import type { QueryValue } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { textOrNull, wirePagingOf, type SortFields } from './wire-values';

/**
 * Wire values the institute's audit queues share (account registrations, password resets): the
 * queue's list query and the submission and decision of an application.
 */

export type AuditQueryValue = z.output<typeof ZAuditQuerySchema>;

/**
 * A queue's list parameters, its state filter in the platform's `stateWord`; undefined when `sort`
 * names a field the list cannot sort by. `submittedTo` is inclusive and goes out as
 * `submitDateEnd`, which the date rule moves a day on for the platform's `<`.
 */
export function toAuditListQuery<S extends string>(
  query: Omit<AuditQueryValue, 'state'> & { state?: S | undefined },
  sortFields: SortFields,
  stateWord: (state: S) => string,
): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, sortFields);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    status: query.state ? stateWord(query.state) : undefined,
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}

/** What names a queued application: its id and the reference number its applicant was given to check it by. */
export const toQueuedApplicationRef = (wire: { id: string; referenceNo?: string | undefined }) => ({
  id: wire.id,
  referenceNo: wire.referenceNo ?? null,
});

/** When the application was submitted, and when, by whom and with which opinion it was decided. */
export const toAuditTrail = (wire: { submitDate: string; auditDate?: string | undefined; auditorName?: string | undefined; opinion?: string | undefined }) => ({
  submittedAt: wire.submitDate,
  auditedAt: textOrNull(wire.auditDate),
  auditor: textOrNull(wire.auditorName),
  opinion: textOrNull(wire.opinion),
});
