import { ZEquipmentWriteBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  changeCategory,
  checkDeviceField,
  deviceFields,
  emptyDeviceValues,
  formFieldOfPath,
  toDeviceBody,
  validateDevice,
  type DeviceValues,
} from './device-form';

function filled(categoryCode: string, subTypeCode: string, params: Record<string, string> = {}): DeviceValues {
  return {
    ...emptyDeviceValues(categoryCode),
    subTypeCode,
    name: '测试设备',
    usePlace: '北仑区新碶街道明州路 88 号',
    areaCode: '330206',
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [`param.${key}`, value])),
  };
}

describe('device form: common fields', () => {
  it('asks for category, sub-type, name, use place and area on save', () => {
    const errors = validateDevice(emptyDeviceValues());
    expect(errors).toMatchObject({
      categoryCode: 'required',
      subTypeCode: 'required',
      name: 'required',
      usePlace: 'required',
      areaCode: 'areaRequired',
    });
  });

  it('does not nag about empty required fields while typing', () => {
    expect(checkDeviceField('name', emptyDeviceValues('3000'), false)).toBeNull();
  });

  it('applies the 20-digit registration code, phone and area rules', () => {
    const values = { ...filled('3000', '3110'), registerCode: '3110330212202108004', safetyManagerPhone: '8877', areaCode: '330200' };
    expect(checkDeviceField('registerCode', values, false)).toBe('registerCode');
    expect(checkDeviceField('safetyManagerPhone', values, false)).toBe('phone');
    expect(checkDeviceField('areaCode', values, false)).toBe('areaLastLevel');
  });

  it('wants design life in whole years and use after manufacture', () => {
    const values = { ...filled('4000', '4110'), designLifeYears: '15.5', manufactureDate: '2019-03-01', useDate: '2018-12-31' };
    expect(checkDeviceField('designLifeYears', values, false)).toBe('positiveInteger');
    expect(checkDeviceField('useDate', values, false)).toBe('dateRange');
  });
});

describe('device form: category parameters', () => {
  it('checks elevator loads and speeds as numbers', () => {
    const values = filled('3000', '3110', { ratedLoad: '一千', ratedSpeed: '1.75' });
    expect(checkDeviceField('param.ratedLoad', values, false)).toBe('number');
    expect(checkDeviceField('param.ratedSpeed', values, false)).toBeNull();
  });

  it('shows escalator fields for an escalator and not the floors', () => {
    const fields = deviceFields(filled('3000', '3310'));
    expect(fields).toContain('param.inclination');
    expect(fields).not.toContain('param.floors');
  });

  it('offers the steam boiler its evaporation and the hot-water boiler its thermal power', () => {
    expect(deviceFields(filled('1000', '1100'))).toContain('param.ratedEvaporation');
    expect(deviceFields(filled('1000', '1200'))).not.toContain('param.ratedEvaporation');
    expect(deviceFields(filled('1000', '1200'))).toContain('param.ratedThermalPower');
  });

  it('checks vessel pressures and piping lengths, but not free text', () => {
    expect(checkDeviceField('param.designPressure', filled('2000', '2150', { designPressure: '1,6' }), false)).toBe('number');
    expect(checkDeviceField('param.medium', filled('2000', '2150', { medium: '液氨' }), false)).toBeNull();
    expect(checkDeviceField('param.length', filled('8000', '8310', { length: '1240米' }), false)).toBe('number');
  });

  it('clears the parameters and the sub-type when the category changes', () => {
    const changed = changeCategory(filled('3000', '3110', { ratedLoad: '1000' }), '4000');
    expect(changed.subTypeCode).toBe('');
    expect(changed['param.ratedLoad']).toBeUndefined();
    expect(changed.name).toBe('测试设备');
  });
});

describe('device form: write body', () => {
  it('builds an elevator body the contract accepts, numbers as numbers', () => {
    const body = toDeviceBody(
      filled('3000', '3110', { ratedLoad: '1000', ratedSpeed: '1.75', floors: '18', usePlace: '宾馆酒店', controlMode: '' }),
      true,
    );
    expect(body.params).toEqual({ ratedLoad: 1000, ratedSpeed: 1.75, floors: 18, usePlace: '宾馆酒店' });
    expect(body.commit).toBe(true);
    expect(ZEquipmentWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out parameters another sub-type of the category would have', () => {
    const values = { ...filled('3000', '3310', { inclination: '35' }), 'param.floors': '18' };
    expect(toDeviceBody(values, false).params).toEqual({ inclination: 35 });
  });

  it('builds a pressure vessel draft with its class and grade choices', () => {
    const body = toDeviceBody(filled('2000', '2150', { vesselClass: '第二类', safetyGrade: '2级', volume: '10' }), false);
    expect(ZEquipmentWriteBodySchema.safeParse(body).success).toBe(true);
    expect(body.registerCode).toBeUndefined();
  });

  it('maps a problem path of a parameter onto its form field', () => {
    expect(formFieldOfPath('params.ratedLoad')).toBe('param.ratedLoad');
    expect(formFieldOfPath('registerCode')).toBe('registerCode');
  });
});
