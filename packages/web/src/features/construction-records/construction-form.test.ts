import { ZConstructionRecordBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkConstructionField, EMPTY_CONSTRUCTION, toConstructionBody, type ConstructionValues } from './construction-form';

const FILLED: ConstructionValues = {
  ...EMPTY_CONSTRUCTION,
  categoryCode: '3000',
  equipmentName: '1号客梯',
  registerCode: '31103302122021080045',
  kind: 'modification',
  constructionUnit: '宁波甬安电梯工程有限公司',
  licenseNo: 'TS3433001-2026',
  noticeDate: '2024-05-06',
  plannedCompletionDate: '2024-06-30',
  usePlace: '鄞州区天童南路 588 号 1 号楼',
};

describe('construction record form', () => {
  it('asks for the required fields on save only', () => {
    expect(checkConstructionField('licenseNo', EMPTY_CONSTRUCTION, false)).toBeNull();
    expect(checkConstructionField('licenseNo', EMPTY_CONSTRUCTION, true)).toBe('required');
  });

  it('checks the registration code and the date order', () => {
    expect(checkConstructionField('registerCode', { ...FILLED, registerCode: '311033' }, false)).toBe('registerCode');
    expect(checkConstructionField('plannedCompletionDate', { ...FILLED, plannedCompletionDate: '2024-05-01' }, false)).toBe('dateRange');
    expect(checkConstructionField('plannedCompletionDate', FILLED, false)).toBeNull();
  });

  it('builds a body the contract accepts, leaving empty optionals out', () => {
    const body = toConstructionBody({ ...FILLED, plannedCompletionDate: '' }, true);
    expect(body.commit).toBe(true);
    expect(body.plannedCompletionDate).toBeUndefined();
    expect(ZConstructionRecordBodySchema.safeParse(body).success).toBe(true);
  });
});
