import {
  INSPECTION_APPLICATION_STATES,
  INSPECTION_CONCLUSIONS,
  INSPECTION_KINDS,
  type ZReportInProcessQuerySchema,
  type ZReportQuerySchema,
} from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { ReportsTextKey } from './messages';
import { CATEGORY_NAMES } from '../../ui/category-selects';

export type ReportQuery = z.input<typeof ZReportQuerySchema>;
type ReportFilterKey = 'keyword' | 'categoryCode' | 'kind' | 'conclusion' | 'checkDateFrom' | 'checkDateTo';

/** 报告领取与下载: the unit's issued reports, newest inspection first. */
export const REPORT_LIST = defineList<ReportQuery, ReportFilterKey, ReportsTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
    { kind: 'option', key: 'categoryCode', label: 'field.category', options: CATEGORY_NAMES },
    { kind: 'option', key: 'kind', label: 'field.kind', options: INSPECTION_KINDS },
    { kind: 'option', key: 'conclusion', label: 'field.conclusion', options: INSPECTION_CONCLUSIONS },
    { kind: 'dateRange', from: 'checkDateFrom', to: 'checkDateTo', label: 'field.checkDateRange' },
  ],
  sort: 'checkDate:desc',
});

export type InProcessQuery = z.input<typeof ZReportInProcessQuerySchema>;

/** 流转中报告: the unit's applications whose report is not out yet. */
export const IN_PROCESS_LIST = defineList<InProcessQuery, 'keyword' | 'state', ReportsTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', maxLength: 100 },
    {
      kind: 'option',
      key: 'state',
      label: 'field.state',
      options: INSPECTION_APPLICATION_STATES.filter((state) => !['draft', 'cancelled', 'report_issued', 'archived'].includes(state.code)),
    },
  ],
});
