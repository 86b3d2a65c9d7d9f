import { REISSUE_OUTCOMES, REVIEW_STATES, ZReissueApplicationBodySchema, ZStateQuerySchema, type ReissueApplication } from '@portal/contract';
import { REISSUE_OUTCOME_WORDS, type QueryValue, type WireReissueApplication } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, optionalCodeOf, reviewStateOf, textOrNull, wirePagingOf, type SortFields } from '../../legacy/wire-values';

export function toReissueApplication(wire: WireReissueApplication): ReissueApplication {
  return {
    id: wire.id,
    reportNo: wire.reportNo,
    reason: wire.reason,
    requestedOutcome: codeOf(REISSUE_OUTCOMES, wire.applyType, 'reissue outcome'),
    outcome: optionalCodeOf(REISSUE_OUTCOMES, wire.dealType, 'reissue outcome'),
    state: reviewStateOf(wire.status),
    appliedAt: wire.applyDate,
    opinion: textOrNull(wire.opinion),
    attachmentIds: wire.attachmentIds,
    issuedReportNo: textOrNull(wire.newReportNo),
  };
}

export function toReissueReview(wire: WireReissueApplication) {
  return { ...toReissueApplication(wire), unitName: wire.unitName ?? '' };
}

export type ReissueQueryValue = z.output<typeof ZStateQuerySchema>;

/** `reissueApply/list` and `auditList` keep one order, the newest application first (they read no `orderBy`). */
export const REISSUE_ORDER: SortFields = { appliedAt: { only: 'desc' } };

/** `reissueApply/list` and `auditList` parameters; undefined when `sort` is other than the lists' one order. */
export function toReissueListQuery(query: ReissueQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, REISSUE_ORDER);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    status: query.state ? REVIEW_STATES.find((state) => state.code === query.state)?.label : undefined,
  };
}

export type ReissueBodyValue = z.output<typeof ZReissueApplicationBodySchema>;

export function toReissueForm(body: ReissueBodyValue): Record<string, string> {
  return {
    reportNo: body.reportNo.trim(),
    reason: body.reason.trim(),
    applyType: REISSUE_OUTCOME_WORDS[body.requestedOutcome],
    attachmentIds: body.attachmentIds.join(','),
  };
}
