import {
  EMPLOYMENT_STATES,
  WORK_ITEMS,
  type CertificateQuery,
  type WorkerQuery,
} from '@portal/contract';
import { defineList, type FilterDef } from '../../ui/list-page';
import type { WorkerTextKey } from './messages';

/** The regulation's codes with their titles, as the selects offer them. */
export const WORK_ITEM_OPTIONS = WORK_ITEMS.map((option) => ({ code: option.code, label: `${option.code} ${option.label}`, en: `${option.code} ${option.en}` }));

type WorkerFilterKey = 'keyword' | 'workItem' | 'employmentState';

export const WORKER_FILTERS: readonly FilterDef<WorkerFilterKey, WorkerTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100, width: '56' },
  { kind: 'option', key: 'workItem', label: 'field.workItem', options: WORK_ITEM_OPTIONS, width: '56' },
  { kind: 'option', key: 'employmentState', label: 'field.employmentState', options: EMPLOYMENT_STATES },
];

/** Newest change first; the query is paging, sort and the filled filters. */
export const WORKER_LIST = defineList<WorkerQuery, WorkerFilterKey, WorkerTextKey>({ filters: WORKER_FILTERS, sort: 'updatedAt:desc' });

type CertificateFilterKey = 'keyword' | 'workItem' | 'validToFrom' | 'validToTo';

export const CERTIFICATE_FILTERS: readonly FilterDef<CertificateFilterKey, WorkerTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'certificate.keyword', maxLength: 100, width: '56' },
  { kind: 'option', key: 'workItem', label: 'field.workItem', options: WORK_ITEM_OPTIONS, width: '56' },
  { kind: 'dateRange', from: 'validToFrom', to: 'validToTo', label: 'certificate.validTo' },
];

/** Soonest end first: the certificates to renew come on top. */
export const CERTIFICATE_LIST = defineList<CertificateQuery, CertificateFilterKey, WorkerTextKey>({
  filters: CERTIFICATE_FILTERS,
  sort: 'validTo:asc',
});
