import { ZEquipmentChangeApplicationBodySchema, type EquipmentDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkChangeApplication, hasChangeErrors, toChangeBody } from './change-apply';

const ELEVATOR = {
  name: '1号客梯',
  unitInternalNo: 'KT-01',
  usePlace: '鄞州区天童南路 588 号',
  propertyUnit: '宁波悦澜酒店管理有限公司',
  safetyManager: '陈海燕',
  safetyManagerPhone: '0574-88776655',
} as unknown as EquipmentDetail;

describe('change application', () => {
  it('accepts a new use place with a reason, and builds a body the contract accepts', () => {
    const rows = [{ field: 'usePlace' as const, newValue: '鄞州区天童南路 600 号' }];
    expect(hasChangeErrors(checkChangeApplication(rows, '门牌号调整', ELEVATOR))).toBe(false);
    expect(ZEquipmentChangeApplicationBodySchema.safeParse(toChangeBody(rows, '门牌号调整', [])).success).toBe(true);
  });

  it('refuses an unchanged value, a field named twice, and a bad phone', () => {
    const errors = checkChangeApplication(
      [
        { field: 'name', newValue: '1号客梯' },
        { field: 'safetyManagerPhone', newValue: '8877' },
        { field: 'safetyManagerPhone', newValue: '13812345678' },
      ],
      '调整',
      ELEVATOR,
    );
    expect(errors.rows).toEqual(['change.sameValue', 'phone', 'change.duplicate']);
  });

  it('needs a reason and at least one change', () => {
    const errors = checkChangeApplication([], ' ', ELEVATOR);
    expect(errors.reason).toBe('required');
    expect(errors.none).toBe(true);
  });

  it('lets an optional field be cleared', () => {
    expect(checkChangeApplication([{ field: 'unitInternalNo', newValue: '' }], '取消内部编号', ELEVATOR).rows).toEqual([null]);
  });
});
