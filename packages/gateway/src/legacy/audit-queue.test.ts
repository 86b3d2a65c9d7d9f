import { describe, expect, it } from 'vitest';
import { toAuditListQuery, toAuditTrail } from './audit-queue';

const word = (state: string) => `word:${state}`;

describe('toAuditListQuery', () => {
  it('sends the paging, the state in the platform word and the submission period', () => {
    const query = toAuditListQuery(
      { page: 2, pageSize: 10, sort: 'submittedAt:desc', keyword: '宁波', state: 'pending', submittedFrom: '2024-01-01', submittedTo: '2024-01-31' },
      { submittedAt: 'submitDate' },
      word,
    );
    expect(query).toEqual({
      pageNo: '2',
      pageSize: '10',
      orderBy: 'submit_date desc',
      keyword: '宁波',
      status: 'word:pending',
      submitDateBegin: '2024-01-01',
      submitDateEnd: '2024-01-31',
    });
  });

  it('is undefined for a field the queue cannot sort by', () => {
    expect(toAuditListQuery({ page: 1, pageSize: 10, sort: 'loginName:asc' }, { submittedAt: 'submitDate' }, word)).toBeUndefined();
  });
});

describe('toAuditTrail', () => {
  it('gives an undecided application null decision fields', () => {
    expect(toAuditTrail({ submitDate: '2024-05-01 08:00:00', auditDate: '', opinion: '' })).toEqual({
      submittedAt: '2024-05-01 08:00:00',
      auditedAt: null,
      auditor: null,
      opinion: null,
    });
  });
});
