import { message, ZEquipmentChangeApplicationBodySchema, type EquipmentDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../ui/form';
import { changeSchema, toChangeBody, type ChangeValues } from './change-apply';

const ELEVATOR = {
  name: '1号客梯',
  unitInternalNo: 'KT-01',
  usePlace: '鄞州区天童南路 588 号',
  propertyUnit: '宁波悦澜酒店管理有限公司',
  safetyManager: '陈海燕',
  safetyManagerPhone: '0574-88776655',
} as unknown as EquipmentDetail;

const TEXTS = { sameValue: 'change.sameValue', duplicate: 'change.duplicate' };
const schema = changeSchema(ELEVATOR, TEXTS);
const submitted = (values: ChangeValues) => formMessages(schema, values, { enforceRequired: true });

describe('change application', () => {
  it('accepts a new use place with a reason, and builds a body the contract accepts', async () => {
    const values = { changes: [{ field: 'usePlace', newValue: '鄞州区天童南路 600 号' }], reason: '门牌号调整' };
    expect(await submitted(values)).toEqual({});
    expect(ZEquipmentChangeApplicationBodySchema.safeParse(toChangeBody(schema.parse(values), [])).success).toBe(true);
  });

  it('refuses an unchanged value, a field named twice, and a bad phone', async () => {
    const values = {
      changes: [
        { field: 'name', newValue: '1号客梯' },
        { field: 'safetyManagerPhone', newValue: '8877' },
        { field: 'safetyManagerPhone', newValue: '13812345678' },
      ],
      reason: '调整',
    };
    expect(await submitted(values)).toEqual({
      'changes.0.newValue': 'change.sameValue',
      'changes.1.newValue': message('phone'),
      'changes.2.field': 'change.duplicate',
    });
  });

  it('needs a reason and at least one change', async () => {
    expect(await submitted({ changes: [], reason: ' ' })).toEqual({ reason: message('required'), changes: message('required') });
  });

  it('lets an optional field be cleared', async () => {
    expect(await submitted({ changes: [{ field: 'unitInternalNo', newValue: '' }], reason: '取消内部编号' })).toEqual({});
  });
});
