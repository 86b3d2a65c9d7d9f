import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_LIST_DEFAULTS, constructionRangeInvalid, toConstructionQuery } from './construction-list-params';

describe('construction record list query', () => {
  it('maps the list state (cPage, cKind, cFrom in the URL) to the contract filters, dropping empty ones', () => {
    expect(toConstructionQuery({ ...CONSTRUCTION_LIST_DEFAULTS, page: 2, kind: 'modification', from: '2024-01-01' })).toEqual({
      page: 2,
      pageSize: 10,
      sort: 'updatedAt:desc',
      kind: 'modification',
      noticeDateFrom: '2024-01-01',
    });
  });

  it('refuses a reversed notice date range', () => {
    expect(constructionRangeInvalid({ from: '2024-02-01', to: '2024-01-31' })).toBe(true);
    expect(constructionRangeInvalid({ from: '2024-02-01', to: '2024-02-01' })).toBe(false);
  });
});
