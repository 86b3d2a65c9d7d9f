import { describe, expect, it } from 'vitest';
import { checkUseRegistrationFilters, USE_REGISTRATION_FILTER_DEFAULTS, USE_REGISTRATION_LIST_DEFAULTS, toUseRegistrationQuery } from './list-params';

describe('use registration list query', () => {
  it('sends state, kind and the inclusive submission dates, dropping empty filters', () => {
    const params = { ...USE_REGISTRATION_LIST_DEFAULTS, state: 'returned', kind: 'first_use', submittedFrom: '2024-05-01', submittedTo: '2024-05-31' };
    expect(toUseRegistrationQuery(params)).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'updatedAt:desc',
      state: 'returned',
      kind: 'first_use',
      submittedFrom: '2024-05-01',
      submittedTo: '2024-05-31',
    });
  });

  it('refuses a reversed date range and a short registration code', () => {
    expect(checkUseRegistrationFilters({ ...USE_REGISTRATION_FILTER_DEFAULTS, submittedFrom: '2024-06-01', submittedTo: '2024-05-01', registerCode: '311' })).toEqual({
      submittedTo: 'dateRange',
      registerCode: 'registerCode',
    });
    expect(checkUseRegistrationFilters({ ...USE_REGISTRATION_FILTER_DEFAULTS, submittedFrom: '2024-06-01', submittedTo: '2024-06-01' })).toEqual({});
  });
});
