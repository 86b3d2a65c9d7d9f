import { message, ZEquipmentWriteBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../ui/form';
import { deviceSchema, emptyDeviceValues, formFieldOfPath, paramFieldsFor, toDeviceBody, type DeviceValues } from './device-form';

function filled(categoryCode: string, subTypeCode: string, param: Record<string, string> = {}): DeviceValues {
  return {
    ...emptyDeviceValues(categoryCode),
    subTypeCode,
    name: '测试设备',
    usePlace: '北仑区新碶街道明州路 88 号',
    areaCode: '330206',
    param,
  };
}

const typing = (values: DeviceValues) => formMessages(deviceSchema(values), values, { enforceRequired: false });
const saving = (values: DeviceValues) => formMessages(deviceSchema(values), values, { enforceRequired: true });

async function checked(values: DeviceValues) {
  const result = await deviceSchema(values).safeParseAsync(values);
  if (!result.success) throw result.error;
  return result.data;
}

const paramKeys = (values: DeviceValues) => paramFieldsFor(values).map((field) => field.key);

describe('device form: common fields', () => {
  it('asks for category, sub-type, name, use place and area on save', async () => {
    expect(await saving(emptyDeviceValues())).toMatchObject({
      categoryCode: message('required'),
      subTypeCode: message('required'),
      name: message('required'),
      usePlace: message('required'),
      areaCode: message('areaLastLevel'),
    });
  });

  it('starts a new file in the default province and city (330000 / 330200), the district to choose', () => {
    expect(emptyDeviceValues().areaCode).toBe('330200');
  });

  it('does not nag about empty required fields while typing', async () => {
    expect(await typing({ ...emptyDeviceValues('3000'), areaCode: '' })).toEqual({});
  });

  it('applies the 20-digit registration code, phone and area rules', async () => {
    const values = { ...filled('3000', '3110'), registerCode: '3110330212202108004', safetyManagerPhone: '8877', areaCode: '330200' };
    expect(await typing(values)).toEqual({
      registerCode: message('registerCode'),
      safetyManagerPhone: message('phone'),
      areaCode: message('areaLastLevel'),
    });
  });

  it('wants design life in whole years and use after manufacture', async () => {
    const values = { ...filled('4000', '4110'), designLifeYears: '15.5', manufactureDate: '2019-03-01', useDate: '2018-12-31' };
    expect(await typing(values)).toEqual({ designLifeYears: message('positiveInteger'), useDate: message('dateRange') });
  });

  it('says the date order even while a required field is still empty', async () => {
    const values = { ...filled('4000', '4110'), name: '', manufactureDate: '2019-03-01', useDate: '2018-12-31' };
    expect(await typing(values)).toEqual({ useDate: message('dateRange') });
  });
});

describe('device form: category parameters', () => {
  it('checks elevator loads and speeds as numbers', async () => {
    expect(await typing(filled('3000', '3110', { ratedLoad: '一千', ratedSpeed: '1.75' }))).toEqual({ 'param.ratedLoad': message('number') });
  });

  it('shows escalator fields for an escalator and not the floors', () => {
    const keys = paramKeys(filled('3000', '3310'));
    expect(keys).toContain('inclination');
    expect(keys).not.toContain('floors');
  });

  it('offers the steam boiler its evaporation and the hot-water boiler its thermal power', () => {
    expect(paramKeys(filled('1000', '1100'))).toContain('ratedEvaporation');
    expect(paramKeys(filled('1000', '1200'))).not.toContain('ratedEvaporation');
    expect(paramKeys(filled('1000', '1200'))).toContain('ratedThermalPower');
  });

  it('checks vessel pressures and piping lengths, but not free text', async () => {
    expect(await typing(filled('2000', '2150', { designPressure: '1,6' }))).toEqual({ 'param.designPressure': message('number') });
    expect(await typing(filled('2000', '2150', { medium: '液氨' }))).toEqual({});
    expect(await typing(filled('8000', '8310', { length: '1240米' }))).toEqual({ 'param.length': message('number') });
  });
});

describe('device form: write body', () => {
  it('builds an elevator body the contract accepts, numbers as numbers', async () => {
    const values = filled('3000', '3110', { ratedLoad: '1000', ratedSpeed: '1.75', floors: '18', usePlace: '宾馆酒店', controlMode: '' });
    const body = toDeviceBody(await checked(values), true);
    expect(body.params).toEqual({ ratedLoad: 1000, ratedSpeed: 1.75, floors: 18, usePlace: '宾馆酒店' });
    expect(body.commit).toBe(true);
    expect(ZEquipmentWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out parameters another sub-type of the category would have', async () => {
    const values = filled('3000', '3310', { inclination: '35', floors: '18' });
    expect(toDeviceBody(await checked(values), false).params).toEqual({ inclination: 35 });
  });

  it('builds a pressure vessel draft with its class and grade choices', async () => {
    const body = toDeviceBody(await checked(filled('2000', '2150', { vesselClass: '第二类', safetyGrade: '2级', volume: '10' })), false);
    expect(ZEquipmentWriteBodySchema.safeParse(body).success).toBe(true);
    expect(body.registerCode).toBeUndefined();
  });

  it('maps a problem path of a parameter onto its form field', () => {
    expect(formFieldOfPath('params.ratedLoad')).toBe('param.ratedLoad');
    expect(formFieldOfPath('registerCode')).toBe('registerCode');
  });
});
