import { message, ZUnitChangeFormSchema, ZUnitFormSchema, type Unit } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_CHANGE, toChangeBody, toUnitBody, unitValuesOf } from './unit-form';

const UNIT: Unit = {
  id: '20002',
  name: '宁波悦澜酒店管理有限公司',
  creditCode: '91330212MA2H3XXX7Q',
  areaCode: '330212',
  regAddress: '浙江省宁波市鄞州区',
  businessAddress: '',
  legalPerson: '林悦',
  contactPerson: '张丽',
  contactPhone: '0574-87651234',
  postcode: '315100',
  fixedAssets: '3200',
  foundDate: null,
  regAuthority: '',
  email: '',
};

describe('the company forms', () => {
  it("says the spec's words for a bad phone, postcode and email", async () => {
    const messages = await formMessages(ZUnitFormSchema, { ...unitValuesOf(UNIT), contactPhone: '123', postcode: '012345', email: 'a@' }, { enforceRequired: false });
    expect(messages).toMatchObject({ contactPhone: message('phone'), postcode: message('postcode'), email: message('email') });
  });

  it('leaves an empty founding date out of the body', () => {
    expect(toUnitBody(ZUnitFormSchema.parse(unitValuesOf(UNIT))).foundDate).toBeUndefined();
  });

  it('applies only for the fields filled in with a new value', () => {
    const checked = ZUnitChangeFormSchema.parse({ ...EMPTY_CHANGE, name: UNIT.name, legalPerson: '周国平', reason: '法定代表人变更' });
    expect(toChangeBody(UNIT, checked)).toEqual({ changes: [{ field: 'legalPerson', newValue: '周国平' }], reason: '法定代表人变更' });
    expect(toChangeBody(UNIT, ZUnitChangeFormSchema.parse({ ...EMPTY_CHANGE, reason: '无' }))).toBeNull();
  });

  it('checks a new credit code with GB 32100', async () => {
    const messages = await formMessages(ZUnitChangeFormSchema, { ...EMPTY_CHANGE, creditCode: '91330212MA2XXXXX0X', reason: 'x' }, { enforceRequired: true });
    expect(messages.creditCode).toBe(message('creditCode'));
  });
});
