import { message, ZUseRegistrationBodySchema, type EquipmentDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../ui/form';
import { applySchema, EMPTY_APPLY, toApplyBody, valuesFromEquipment, type ApplyValues } from './apply-form';

const ELEVATOR = {
  id: 'eq-1',
  categoryCode: '3000',
  subTypeCode: '3110',
  name: '1号客梯',
  deviceCode: '31103301020210456',
  registerCode: '31103302122021080045',
  model: 'GeN2-MR 1000',
  productNo: 'NB21080045',
  manufacturer: '宁波奥的斯电梯有限公司',
  installer: '宁波甬安电梯工程有限公司',
  unitInternalNo: 'KT-01',
  usePlace: '鄞州区天童南路 588 号 1 号楼',
  areaCode: '330212',
  useDate: '2021-09-01',
  safetyManager: '陈海燕',
  safetyManagerPhone: '0574-87701234',
  params: { ratedLoad: 1000, maintenanceUnit: '宁波甬江电梯工程有限公司' },
  propertyUnit: '宁波悦澜酒店管理有限公司',
  checkConclusion: 'qualified',
  nextCheckDate: '2025-08-31',
  inspections: [
    { id: 'i1', institute: '宁波市特种设备检验研究院', kind: 'periodic', reportNo: 'NBTJ-2023-0456', checkDate: '2023-08-20', conclusion: 'qualified', nextCheckDate: '2024-08-31' },
    { id: 'i2', institute: '宁波市特种设备检验研究院', kind: 'periodic', reportNo: 'NBTJ-2024-0812', checkDate: '2024-08-22', conclusion: 'qualified', nextCheckDate: '2025-08-31' },
  ],
} as unknown as EquipmentDetail;

function filledFrom(kind: string): ApplyValues {
  return { ...valuesFromEquipment({ ...EMPTY_APPLY, kind }, ELEVATOR), safetyManagerMobile: '13805740001' };
}

const check = (values: ApplyValues, enforceRequired = false) => formMessages(applySchema(values), values, { enforceRequired });
const body = (values: ApplyValues, commit: boolean, declarationAccepted: boolean, attachmentIds: string[]) =>
  toApplyBody(applySchema(values).parse({ ...values, declarationAccepted }), commit, attachmentIds);

describe('use registration form', () => {
  it('fills the equipment and use parts from the chosen file with its latest inspection', () => {
    const values = valuesFromEquipment({ ...EMPTY_APPLY, kind: 'first_use' }, ELEVATOR);
    expect(values).toMatchObject({
      kind: 'first_use',
      equipmentId: 'eq-1',
      equipmentName: '1号客梯',
      areaCode: '330212',
      inspectionReportNo: 'NBTJ-2024-0812',
      inspectionConclusion: 'qualified',
    });
  });

  it('takes the maintainer from the elevator parameters', () => {
    expect(valuesFromEquipment(EMPTY_APPLY, ELEVATOR).maintenanceUnit).toBe('宁波甬江电梯工程有限公司');
  });

  it('takes the safety manager phone as the mobile only when it is a mobile number', () => {
    const typed = { ...EMPTY_APPLY, safetyManagerMobile: '13805740001' };
    expect(valuesFromEquipment(typed, ELEVATOR).safetyManagerMobile).toBe('13805740001');
    const withMobile = { ...ELEVATOR, safetyManagerPhone: '13958201746' } as EquipmentDetail;
    expect(valuesFromEquipment(typed, withMobile).safetyManagerMobile).toBe('13958201746');
  });

  it('asks for kind, use date, safety manager and a valid mobile', async () => {
    expect(await check(EMPTY_APPLY, true)).toMatchObject({
      kind: message('required'),
      useDate: message('required'),
      safetyManager: message('required'),
      areaCode: message('areaRequired'),
    });
    expect(await check({ ...EMPTY_APPLY, safetyManagerMobile: '0574-8888' })).toEqual({ safetyManagerMobile: message('mobile') });
  });

  it('puts the next inspection after the use date', async () => {
    expect(await check({ ...filledFrom('first_use'), nextCheckDate: '2021-01-01' })).toEqual({ nextCheckDate: message('dateRange') });
  });

  it('passes a complete application and builds a body the contract accepts', async () => {
    const values = filledFrom('first_use');
    expect(await check(values, true)).toEqual({});
    const submitted = body(values, true, true, ['att-1']);
    expect(ZUseRegistrationBodySchema.safeParse(submitted).success).toBe(true);
    expect(submitted.attachmentIds).toEqual(['att-1']);
  });

  it('lets a draft go without the declaration, but not a submission', () => {
    const values = filledFrom('address_change');
    expect(ZUseRegistrationBodySchema.safeParse(body(values, false, false, [])).success).toBe(true);
    expect(ZUseRegistrationBodySchema.safeParse(body(values, true, false, [])).success).toBe(false);
  });
});
