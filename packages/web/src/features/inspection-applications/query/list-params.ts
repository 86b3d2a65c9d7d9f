import { INSPECTION_APPLICATION_STATES, INSPECTION_KINDS, PAYMENT_STATES, type ZInspectionApplicationQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList, type FilterDef } from '../../../ui/list-page';
import type { InspectionApplicationTextKey } from '../messages';

export type InspectionApplicationQuery = z.input<typeof ZInspectionApplicationQuerySchema>;
type FilterKey = 'keyword' | 'kind' | 'state' | 'paymentState' | 'submittedFrom' | 'submittedTo';

export const INSPECTION_APPLICATION_FILTERS: readonly FilterDef<FilterKey, InspectionApplicationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100 },
  { kind: 'option', key: 'kind', label: 'field.kind', options: INSPECTION_KINDS, width: '40' },
  { kind: 'option', key: 'state', label: 'field.state', options: INSPECTION_APPLICATION_STATES, width: '40' },
  { kind: 'option', key: 'paymentState', label: 'field.paymentState', options: PAYMENT_STATES, width: '36' },
  { kind: 'dateRange', from: 'submittedFrom', to: 'submittedTo', label: 'query.submitted' },
];

/** Newest number first (the number starts with the day); filters and paging in the URL. */
export const INSPECTION_APPLICATION_LIST = defineList<InspectionApplicationQuery, FilterKey, InspectionApplicationTextKey>({
  filters: INSPECTION_APPLICATION_FILTERS,
  sort: 'applicationNo:desc',
});
