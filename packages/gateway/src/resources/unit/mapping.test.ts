import { ZUnitChangeSchema, ZUnitSchema } from '@portal/contract';
import { ZWireUnit, ZWireUnitChange } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toUnit, toUnitChange, toUnitChangeFilters, toUnitChangeForm } from './mapping';

describe('toUnit', () => {
  it("maps another platform's unit without id and with areacode to the clean unit with its area code", () => {
    const unit = toUnit(ZWireUnit.parse({ orgname: '宁波甬仑精工机械有限公司', areacode: '330206', uscc: '91330206MA2XXXXX0X' }));
    expect(unit).toMatchObject({ id: null, name: '宁波甬仑精工机械有限公司', areaCode: '330206', creditCode: '91330206MA2XXXXX0X' });
    expect(unit).toMatchObject({ regAddress: '', email: '', foundDate: null });
    expect(ZUnitSchema.safeParse(unit).success).toBe(true);
  });

  it('reads upper-case keys, numbers as text and a founding date in epoch milliseconds', () => {
    const unit = toUnit(ZWireUnit.parse({ ID: 20002, ORGNAME: '甬仑', AREACODE: 330206, FIXED_ASSETS: 1200, FOUND_DATE: 1262275200000 }));
    expect(unit).toMatchObject({ id: '20002', name: '甬仑', areaCode: '330206', fixedAssets: '1200', foundDate: '2010-01-01' });
    expect(ZUnitSchema.safeParse(unit).success).toBe(true);
  });
});

describe('toUnitChange', () => {
  it('names a registered field with the clean word and a review state code', () => {
    const change = toUnitChange(
      ZWireUnitChange.parse({ id: 7, field: 'orgname', fieldName: '单位名称', oldValue: '甬仑', newValue: '甬仑新', applyDate: '2026-11-24 03:08:00', status: '已提交', applicantName: '张丽' }),
    );
    expect(change).toMatchObject({ id: '7', field: 'name', fieldLabel: '单位名称', state: 'submitted', applicant: '张丽', opinion: null, reason: '' });
    expect(ZUnitChangeSchema.safeParse(change).success).toBe(true);
  });

  it("reads the platform's 退回 as returned and keeps a directly kept field's own name", () => {
    const change = toUnitChange(ZWireUnitChange.parse({ id: '8', field: 'contactPerson', applyDate: '2026-11-24 03:08:00', status: '退回', opinion: '请附营业执照' }));
    expect(change).toMatchObject({ field: 'contactPerson', fieldLabel: 'contactPerson', state: 'returned', opinion: '请附营业执照' });
  });
});

describe('toUnitChangeForm and toUnitChangeFilters', () => {
  it("writes the platform's field names", () => {
    expect(toUnitChangeForm({ changes: [{ field: 'creditCode', newValue: '91330212MA281Q4D6T' }], reason: '换证', attachmentIds: [] })).toEqual({
      changes: [{ field: 'uscc', newValue: '91330212MA281Q4D6T' }],
      reason: '换证',
      attachmentIds: [],
    });
  });

  it('sends the inclusive end of the range as applyDateEnd, for the date rule', () => {
    expect(toUnitChangeFilters({ page: 1, pageSize: 20, state: 'returned', appliedFrom: '2026-11-01', appliedTo: '2026-11-30' })).toEqual({
      status: '退回',
      applyBegin: '2026-11-01',
      applyDateEnd: '2026-11-30',
    });
  });
});
