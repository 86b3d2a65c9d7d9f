import { describe, expect, it } from 'vitest';
import { checkPipelineFilters, PIPELINE_FILTER_DEFAULTS, PIPELINE_LIST_DEFAULTS, toPipelineQuery } from './pipeline-list-params';

describe('pipeline list query', () => {
  it('sends paging and the filled filters only', () => {
    expect(toPipelineQuery({ ...PIPELINE_LIST_DEFAULTS, pipeGrade: 'GC2', nextCheckDateTo: '2024-12-31', keyword: ' ' })).toEqual({
      page: 1,
      pageSize: 20,
      pipeGrade: 'GC2',
      nextCheckDateTo: '2024-12-31',
    });
  });

  it('checks the registration code, the area depth and the date order', () => {
    expect(
      checkPipelineFilters({
        ...PIPELINE_FILTER_DEFAULTS,
        registerCode: '8310',
        areaCode: '330000',
        nextCheckDateFrom: '2025-01-02',
        nextCheckDateTo: '2025-01-01',
      }),
    ).toEqual({ registerCode: 'registerCode', areaCode: 'areaLastLevel', nextCheckDateTo: 'dateRange' });
  });
});
