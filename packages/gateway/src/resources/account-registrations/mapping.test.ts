import { describe, expect, it } from 'vitest';
import { registrationStateWord, toAccountRegistration, toAccountRegistrationListQuery, toRegistrationState } from './mapping';

const WIRE = {
  id: 'r1',
  referenceNo: 'ZC20261124001',
  orgname: '宁波海曙汇通电梯工程有限公司',
  uscc: '91330203MA2GQ8XC93',
  areaCode: '330203',
  contactPerson: '周敏',
  mobile: '13957400123',
  loginName: 'huitong_zm',
  status: '待审核',
  submitDate: '2026-11-24 03:04:46',
  auditDate: undefined,
  auditorName: undefined,
  opinion: undefined,
};

describe('account registration mapping', () => {
  it('masks the mobile and answers the state as a code', () => {
    expect(toAccountRegistration(WIRE)).toMatchObject({ referenceNo: 'ZC20261124001', mobileMasked: '139****0123', state: 'pending', auditedAt: null, auditor: null });
    expect(toAccountRegistration({ ...WIRE, referenceNo: undefined }).referenceNo).toBeNull();
  });

  it('speaks the platform words of each state both ways', () => {
    expect(toRegistrationState('未通过')).toBe('rejected');
    expect(toRegistrationState('已失效')).toBe('expired');
    expect(registrationStateWord('approved')).toBe('已通过');
    expect(registrationStateWord('expired')).toBe('已失效');
    expect(() => toRegistrationState('作废')).toThrow();
  });

  it('passes the inclusive dates and the state word to findRegister, and refuses an unknown sort', () => {
    expect(toAccountRegistrationListQuery({ page: 2, pageSize: 10, state: 'pending', submittedFrom: '2026-11-01', submittedTo: '2026-11-30' })).toMatchObject({
      pageNo: '2',
      pageSize: '10',
      status: '待审核',
      submitDateBegin: '2026-11-01',
      submitDateEnd: '2026-11-30',
    });
    expect(toAccountRegistrationListQuery({ page: 1, pageSize: 20, sort: 'submittedAt:desc' })?.orderBy).toBe('submitted_at desc');
    expect(toAccountRegistrationListQuery({ page: 1, pageSize: 20, sort: 'loginName:asc' })).toBeUndefined();
  });
});
