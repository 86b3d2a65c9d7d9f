import { checkRule, type MessageKey, type ZPipelineQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { checkAreaSelection } from '../../lib/area-rules';

export const PIPELINE_FILTER_DEFAULTS = {
  keyword: '',
  registerCode: '',
  pipeGrade: '',
  areaCode: '',
  useState: '',
  nextCheckDateFrom: '',
  nextCheckDateTo: '',
};
export type PipelineFilters = typeof PIPELINE_FILTER_DEFAULTS;
export const PIPELINE_LIST_DEFAULTS = { page: 1, pageSize: 20, sort: '', ...PIPELINE_FILTER_DEFAULTS };
export type PipelineListParams = typeof PIPELINE_LIST_DEFAULTS;
export type PipelineQuery = z.input<typeof ZPipelineQuerySchema>;

export function toPipelineQuery(params: PipelineListParams): PipelineQuery {
  const query: Record<string, string | number> = { page: params.page, pageSize: params.pageSize };
  if (params.sort) query.sort = params.sort;
  for (const key of Object.keys(PIPELINE_FILTER_DEFAULTS) as Array<keyof PipelineFilters>) {
    const value = params[key].trim();
    if (value) query[key] = value;
  }
  return query as PipelineQuery;
}

export function checkPipelineFilters(values: PipelineFilters): Partial<Record<keyof PipelineFilters, MessageKey>> {
  const errors: Partial<Record<keyof PipelineFilters, MessageKey>> = {};
  const code = checkRule('registerCode', values.registerCode.trim());
  if (code) errors.registerCode = code;
  const area = checkAreaSelection(values.areaCode, false);
  if (area) errors.areaCode = area;
  if (values.nextCheckDateFrom && values.nextCheckDateTo && values.nextCheckDateFrom > values.nextCheckDateTo) {
    errors.nextCheckDateTo = 'dateRange';
  }
  return errors;
}
