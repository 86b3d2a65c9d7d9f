import { message, ZConstructionRecordBodySchema, ZConstructionRecordFormSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_CONSTRUCTION, toConstructionBody, type ConstructionValues } from './construction-form';

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

const check = (values: ConstructionValues, enforceRequired = false) => formMessages(ZConstructionRecordFormSchema, values, { enforceRequired });

describe('construction record form', () => {
  it('asks for the required fields on save only', async () => {
    expect((await check(EMPTY_CONSTRUCTION)).licenseNo).toBeUndefined();
    expect((await check(EMPTY_CONSTRUCTION, true)).licenseNo).toBe(message('required'));
  });

  it('checks the registration code and the date order', async () => {
    expect(await check({ ...FILLED, registerCode: '311033' })).toEqual({ registerCode: message('registerCode') });
    expect(await check({ ...FILLED, plannedCompletionDate: '2024-05-01' })).toEqual({ plannedCompletionDate: message('dateRange') });
    expect(await check(FILLED)).toEqual({});
  });

  it('builds a body the contract accepts, leaving empty optionals out', () => {
    const body = toConstructionBody(ZConstructionRecordFormSchema.parse({ ...FILLED, plannedCompletionDate: '' }), true);
    expect(body.commit).toBe(true);
    expect(body.plannedCompletionDate).toBeUndefined();
    expect(ZConstructionRecordBodySchema.safeParse(body).success).toBe(true);
  });
});
