import { describe, expect, it } from 'vitest';
import { listDefaults } from '../../ui/list-page';
import { RESET_CHECK_LIST, RESET_QUERY_LIST } from './list-params';

describe('RESET_CHECK_LIST', () => {
  it('asks for the waiting applications only, oldest first', () => {
    expect(RESET_CHECK_LIST.toQuery({ ...listDefaults(RESET_CHECK_LIST), keyword: '甬仑' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'submittedAt:asc',
      keyword: '甬仑',
      state: 'pending',
    });
  });
});

describe('RESET_QUERY_LIST', () => {
  it('asks for every state unless one is chosen, both days inclusive', () => {
    expect(RESET_QUERY_LIST.toQuery({ ...listDefaults(RESET_QUERY_LIST), state: 'rejected', submittedFrom: '2024-05-01', submittedTo: '2024-05-31' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'submittedAt:desc',
      state: 'rejected',
      submittedFrom: '2024-05-01',
      submittedTo: '2024-05-31',
    });
  });
});
