import { EQUIPMENT_USE_STATES, PIPE_GRADES, REGISTER_CODE_LENGTH, type MessageKey, type ZPipelineQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { checkFilters, defineList, filterDefaults, listDefaults, type FilterDef, type ListParams } from '../../ui/list-page';
import type { PipelineTextKey } from './messages';

export type PipelineQuery = z.input<typeof ZPipelineQuerySchema>;
type PipelineFilterKey = 'keyword' | 'registerCode' | 'pipeGrade' | 'areaCode' | 'useState' | 'nextCheckDateFrom' | 'nextCheckDateTo';

export const PIPELINE_FILTERS: readonly FilterDef<PipelineFilterKey, PipelineTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'query.keyword', maxLength: 100 },
  { kind: 'text', key: 'registerCode', label: 'field.registerCode', maxLength: REGISTER_CODE_LENGTH, rule: 'registerCode' },
  { kind: 'option', key: 'pipeGrade', label: 'pipeline.pipeGrade', options: PIPE_GRADES.map((grade) => ({ code: grade, label: grade })), width: '32' },
  { kind: 'option', key: 'useState', label: 'field.useState', options: EQUIPMENT_USE_STATES, width: '36' },
  { kind: 'area', key: 'areaCode', label: 'field.area' },
  { kind: 'dateRange', from: 'nextCheckDateFrom', to: 'nextCheckDateTo', label: 'field.nextCheckDate' },
];

export const PIPELINE_FILTER_DEFAULTS = filterDefaults(PIPELINE_FILTERS);
export type PipelineFilters = typeof PIPELINE_FILTER_DEFAULTS;
export type PipelineListParams = ListParams<PipelineFilterKey>;

export const PIPELINE_LIST = defineList<PipelineQuery, PipelineFilterKey, PipelineTextKey>({ filters: PIPELINE_FILTERS });
export const toPipelineQuery = (params: PipelineListParams): PipelineQuery => PIPELINE_LIST.toQuery(params);
export const PIPELINE_LIST_DEFAULTS = listDefaults(PIPELINE_LIST);

export function checkPipelineFilters(values: PipelineFilters): Partial<Record<keyof PipelineFilters, MessageKey>> {
  return checkFilters(PIPELINE_FILTERS, values);
}
