import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_LIST_DEFAULTS, constructionRangeInvalid, toConstructionQuery } from './construction-list-params';

describe('construction record list query', () => {
  it('maps the prefixed URL keys to the contract filters, dropping empty ones', () => {
    expect(toConstructionQuery({ ...CONSTRUCTION_LIST_DEFAULTS, cPage: 2, cKind: 'modification', cFrom: '2024-01-01' })).toEqual({
      page: 2,
      pageSize: 10,
      sort: 'updatedAt:desc',
      kind: 'modification',
      noticeDateFrom: '2024-01-01',
    });
  });

  it('refuses a reversed notice date range', () => {
    expect(constructionRangeInvalid({ cFrom: '2024-02-01', cTo: '2024-01-31' })).toBe(true);
    expect(constructionRangeInvalid({ cFrom: '2024-02-01', cTo: '2024-02-01' })).toBe(false);
  });
});
