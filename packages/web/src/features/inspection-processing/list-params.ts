import { INSPECTION_APPLICATION_STATES, INSPECTION_KINDS, REVIEW_STATES, type ZProcessingQuerySchema, type ZStateQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { InspectionProcessingTextKey } from './messages';

export type ProcessingQuery = z.input<typeof ZProcessingQuerySchema>;
type FilterKey = 'keyword' | 'unitName' | 'kind' | 'state' | 'awaitingInstitute' | 'submittedFrom' | 'submittedTo';

/** The institute does not see drafts: they are the unit's own business. */
const STATES = INSPECTION_APPLICATION_STATES.filter((state) => state.code !== 'draft');

/** Whose move it is: the institute's (the desk's work list opens the list with `true`), or the unit's / none. */
const AWAITING_OPTIONS = [
  { code: 'true', label: '待本院办理', en: 'Awaiting the institute' },
  { code: 'false', label: '待使用单位办理或已办结', en: 'Awaiting the unit, or done' },
] as const;

/** 报检申请处理: every unit's applications, oldest submission first (first come, first served). */
export const PROCESSING_LIST = defineList<ProcessingQuery, FilterKey, InspectionProcessingTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
    { kind: 'text', key: 'unitName', label: 'field.unitName', maxLength: 100 },
    { kind: 'option', key: 'kind', label: 'field.kind', options: INSPECTION_KINDS },
    { kind: 'option', key: 'state', label: 'field.state', options: STATES },
    { kind: 'option', key: 'awaitingInstitute', label: 'field.awaiting', options: AWAITING_OPTIONS },
    { kind: 'dateRange', from: 'submittedFrom', to: 'submittedTo', label: 'field.submitted' },
  ],
  sort: 'submittedAt:asc',
});

export type ReissueReviewQuery = z.input<typeof ZStateQuerySchema>;

/** 补发申请审核: every unit's re-issue applications, newest first. */
export const REISSUE_REVIEW_LIST = defineList<ReissueReviewQuery, 'keyword' | 'state', InspectionProcessingTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', maxLength: 100 },
    { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES.filter((state) => state.code !== 'draft') },
  ],
});
