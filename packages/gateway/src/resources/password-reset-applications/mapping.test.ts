import { describe, expect, it } from 'vitest';
import { maskMobile, toPasswordResetApplication, toPasswordResetCheck, toPasswordResetListQuery } from './mapping';

const WIRE = {
  id: '60001',
  referenceNo: 'CZ20240508001',
  loginName: 'weak',
  userName: '林晓东',
  unitName: '宁波甬仑精工机械有限公司',
  mobile: '13732185520',
  reason: '忘记密码',
  status: '待审核' as const,
  submitDate: '2024-05-08 10:00:00',
  auditDate: undefined,
  auditorName: undefined,
  opinion: undefined,
};

describe('toPasswordResetApplication', () => {
  it('answers the state as a code and the mobile masked', () => {
    expect(toPasswordResetApplication(WIRE)).toEqual({
      id: '60001',
      referenceNo: 'CZ20240508001',
      loginName: 'weak',
      name: '林晓东',
      unitName: '宁波甬仑精工机械有限公司',
      mobileMasked: '137****5520',
      reason: '忘记密码',
      state: 'pending',
      submittedAt: '2024-05-08 10:00:00',
      auditedAt: null,
      auditor: null,
      opinion: null,
      attachments: [],
    });
  });

  it('maps the decided states', () => {
    expect(toPasswordResetApplication({ ...WIRE, status: '审核通过' }).state).toBe('approved');
    expect(toPasswordResetApplication({ ...WIRE, status: '审核不通过' }).state).toBe('rejected');
  });
});

describe('maskMobile', () => {
  it('keeps the first three and last four digits of a mainland mobile, hides anything else whole', () => {
    expect(maskMobile('13958201746')).toBe('139****1746');
    expect(maskMobile('0574-87261188')).toBe('****');
    expect(maskMobile(undefined)).toBe('');
  });
});

describe('toPasswordResetListQuery', () => {
  it('sends the state as the platform word and the inclusive end as submitDateEnd', () => {
    expect(toPasswordResetListQuery({ page: 2, pageSize: 10, state: 'pending', submittedFrom: '2024-05-01', submittedTo: '2024-05-31', sort: 'submittedAt:asc' })).toEqual({
      pageNo: '2',
      pageSize: '10',
      orderBy: 'submit_date asc',
      keyword: undefined,
      status: '待审核',
      submitDateBegin: '2024-05-01',
      submitDateEnd: '2024-05-31',
    });
  });

  it('refuses a field the list cannot sort by', () => {
    expect(toPasswordResetListQuery({ page: 1, pageSize: 20, sort: 'mobile:asc' })).toBeUndefined();
  });
});

describe('toPasswordResetCheck', () => {
  it('answers the masked mobile only for an account that exists', () => {
    expect(toPasswordResetCheck({ exist: true, mobile: '150****3318', pending: true })).toEqual({ exists: true, maskedMobile: '150****3318', pendingApplication: true });
    expect(toPasswordResetCheck({ exist: false, mobile: '150****3318', pending: false })).toEqual({ exists: false, maskedMobile: null, pendingApplication: false });
  });
});
