import { describe, expect, it } from 'vitest';
import { NOTICE_LIST_DEFAULTS, noticeRangeInvalid, toNoticeQuery } from './list-params';

describe('notice list query', () => {
  it('sends paging always and the filled filters as the contract names them', () => {
    expect(toNoticeQuery(NOTICE_LIST_DEFAULTS)).toEqual({ page: 1, pageSize: 15 });
    expect(toNoticeQuery({ ...NOTICE_LIST_DEFAULTS, page: 2, keyword: ' 电梯 ', from: '2024-01-01', to: '2024-12-31' })).toEqual({
      page: 2,
      pageSize: 15,
      keyword: '电梯',
      publishedFrom: '2024-01-01',
      publishedTo: '2024-12-31',
    });
  });

  it('refuses a reversed date range', () => {
    expect(noticeRangeInvalid({ from: '2024-02-01', to: '2024-01-01' })).toBe(true);
    expect(noticeRangeInvalid({ from: '2024-02-01', to: '' })).toBe(false);
  });
});
