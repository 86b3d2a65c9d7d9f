import { describe, expect, it } from 'vitest';
import {
  toServiceApplication,
  toServiceApplicationDetail,
  toServiceApplicationFilters,
  toServiceApplicationForm,
  toServiceRegistration,
  toServiceRegistrationFilters,
  toServiceRegistrationForm,
  wireTime,
} from './service-application-values';

describe('the fields every service application shares', () => {
  it('reads the record: number, equipment and review, 已退回 as returned', () => {
    const wire = { id: 't1', applyNo: 'ZX2026-0001', equipments: [{ equipmentId: '30101', registCode: '3110', equName: undefined }], status: '已退回', submitDate: '2026-11-20 09:00:00', opinion: '补材料' };
    expect(toServiceApplication(wire)).toEqual({
      id: 't1',
      applicationNo: 'ZX2026-0001',
      equipment: [{ equipmentId: '30101', registerCode: '3110', equipmentName: '' }],
      state: 'returned',
      appliedAt: '2026-11-20 09:00:00',
      opinion: '补材料',
      unitName: null,
    });
  });

  it("reads what `form` adds: the history in the review's states and the files", () => {
    const history = [{ status: '已提交', operateDate: '2026-11-20 09:00:00', operatorName: '张丽', remark: '' }];
    expect(toServiceApplicationDetail({ history, attachmentIds: ['a1'] })).toEqual({
      history: [{ state: 'submitted', stateLabel: '已提交', at: '2026-11-20 09:00:00', operator: '张丽', remark: null }],
      attachmentIds: ['a1'],
    });
  });

  it('writes the equipment, the files and the commit flag of a save', () => {
    expect(toServiceApplicationForm({ equipmentIds: ['30101', '30102'], attachmentIds: ['a1'], commit: true })).toEqual({
      equipmentIds: ['30101', '30102'],
      attachmentIds: ['a1'],
      isCommit: true,
    });
  });

  it('filters by keyword and by the review word of a state, 已退回 for returned', () => {
    expect(toServiceApplicationFilters({ keyword: '叉车', state: 'returned' })).toEqual({ keyword: '叉车', status: '已退回' });
    expect(toServiceApplicationFilters({})).toEqual({ keyword: undefined, status: undefined });
  });
});

describe('the fields every registration shares', () => {
  const wire = { id: 'r1', registCode: '31103302002014120001', equName: '1号客梯', faultDesc: '困人', faultReason: '停电', attachmentIds: ['a1'] };

  it('reads the record, the fault cause as its code', () => {
    expect(toServiceRegistration(wire)).toEqual({
      id: 'r1',
      registerCode: '31103302002014120001',
      equipmentName: '1号客梯',
      faultDescription: '困人',
      faultCause: 'power',
      attachmentIds: ['a1'],
    });
  });

  it('reads absent texts as empty and an absent cause as null', () => {
    expect(toServiceRegistration({ id: 'r2', registCode: '31103302002014120002', attachmentIds: [] })).toMatchObject({
      equipmentName: '',
      faultDescription: '',
      faultCause: null,
    });
  });

  it("writes the save form's shared fields, the cause as the platform's word or empty", () => {
    const body = { registerCode: '31103302002014120001', faultDescription: '困人', attachmentIds: ['a1'] };
    expect(toServiceRegistrationForm({ ...body, faultCause: 'misuse' })).toEqual({
      registCode: '31103302002014120001',
      faultDesc: '困人',
      faultReason: '使用不当',
      attachmentIds: ['a1'],
    });
    expect(toServiceRegistrationForm(body).faultReason).toBe('');
  });

  it('filters by keyword and register code', () => {
    expect(toServiceRegistrationFilters({ keyword: '客梯', registerCode: '31103302002014120001' })).toEqual({
      keyword: '客梯',
      registCode: '31103302002014120001',
    });
  });

  it("writes a request time as Beijing's wall clock, and an absent one as empty", () => {
    expect(wireTime('2026-03-01T02:30:00Z')).toBe('2026-03-01 10:30:00');
    expect(wireTime(undefined)).toBe('');
  });
});
