import { ZEquipmentDetailSchema, ZEquipmentSummarySchema, ZEquipmentWriteBodySchema } from '@portal/contract';
import { equipmentSaveForm, shiftDateKeys, ZWireEquipment, ZWireEquipmentChange, ZWireEquipmentDetail, type QueryValue } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  expiryOf,
  inspectionKindOf,
  toEquipmentChange,
  toEquipmentDetail,
  toEquipmentSummary,
  toWireChangeApplication,
  toWireEqmFields,
  toWireEqmQuery,
  VIEW_ENDPOINTS,
} from './mapping';
import { UnexpectedWireValue } from '../../legacy/wire-values';

const wireLift = ZWireEquipment.parse({
  id: '30101',
  unitId: '20002',
  unitName: '宁波悦澜酒店管理有限公司',
  equCategory: '3000',
  equType: '3110',
  equName: '曳引驱动乘客电梯',
  equModel: 'GeN2-MR 1000/1.75',
  productNo: null,
  deviceCode: '3110T33072021030101',
  registerCode: '31103302122021080045',
  useCertNo: '梯11浙B04521(21)',
  unitInnerNo: '1号客梯',
  usePlace: '主楼东侧电梯厅',
  areaCode: '330212',
  useState: '在用',
  registerState: '在册',
  recordState: '已通过',
  checkDate: '2024-05-20',
  checkResult: '合格',
  nextCheckDate: '2025-05-19',
  useDate: '2021-08-02',
  designLife: 20,
});

describe('toEquipmentSummary', () => {
  it('speaks the clean API: codes for states, names from the catalogue, empty text for nulls', () => {
    const summary = toEquipmentSummary(wireLift);
    expect(ZEquipmentSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      categoryName: '电梯',
      subTypeName: '曳引驱动乘客电梯',
      unitInternalNo: '1号客梯',
      productNo: '',
      useState: 'in_use',
      registerState: 'registered',
      checkConclusion: 'qualified',
      lastCheckDate: '2024-05-20',
    });
  });

  it('names what runs out first: the design life (use date + years) or the use certificate', () => {
    expect(toEquipmentSummary(wireLift)).toMatchObject({ expiryDate: '2041-08-02', expiryKind: 'designLife', loadTestDate: null });
    expect(expiryOf({ ...wireLift, useCertValidDate: '2026-03-31' })).toEqual({ expiryDate: '2026-03-31', expiryKind: 'certificate' });
    expect(expiryOf({ ...wireLift, useCertValidDate: '2045-01-01' })).toEqual({ expiryDate: '2041-08-02', expiryKind: 'designLife' });
    expect(expiryOf({ ...wireLift, designLife: null, useCertValidDate: '2045-01-01' })).toEqual({ expiryDate: '2045-01-01', expiryKind: 'certificate' });
    expect(expiryOf({ ...wireLift, useDate: undefined, useCertValidDate: undefined })).toEqual({ expiryDate: null, expiryKind: null });
    const crane = toEquipmentSummary({ ...wireLift, loadTestDate: '2023-04-18 00:00:00' });
    expect(ZEquipmentSummarySchema.parse(crane)).toEqual(crane);
    expect(crane.loadTestDate).toBe('2023-04-18');
  });

  it('adds design years as the platform does, 29 February falling back to the 28th', () => {
    expect(addYears('2021-08-02', 20)).toBe('2041-08-02');
    expect(addYears('2020-02-29', 1)).toBe('2021-02-28');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
    expect(addYears('2020-12-31', 0)).toBe('2020-12-31');
    expect(addYears('2096-02-29', 4)).toBe('2100-02-28');
    expect(addYears('1996-02-29', 4)).toBe('2000-02-29');
    expect(() => addYears('2020-13-01', 1)).toThrow(UnexpectedWireValue);
    expect(() => addYears('2020-00-01', 1)).toThrow(UnexpectedWireValue);
    expect(() => addYears('2020-02-29 00:00:00', 1)).toThrow(UnexpectedWireValue);
    expect(() => addYears('2020/02/29', 1)).toThrow(UnexpectedWireValue);
  });

  it('refuses a state it has no word for', () => {
    expect(() => toEquipmentSummary({ ...wireLift, useState: '维修中' })).toThrow(UnexpectedWireValue);
    expect(() => toEquipmentSummary({ ...wireLift, equCategory: '0000' })).toThrow(UnexpectedWireValue);
  });
});

describe('toEquipmentDetail', () => {
  it('adds the file fields, the parameters and the inspections', () => {
    const wire = ZWireEquipmentDetail.parse({
      ...wireLift,
      makeUnit: '浙江迅达通电梯有限公司',
      makeDate: '2021-03-18',
      params: { ratedLoad: 1000 },
      checkList: [
        { id: 'c1', checkDate: '2024-05-20', checkType: '外部检验', checkOrg: '宁波市特种设备检验研究院', reportNo: 'R1', checkResult: '符合要求', nextCheckDate: null },
      ],
    });
    const detail = toEquipmentDetail(wire);
    expect(ZEquipmentDetailSchema.parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({ manufacturer: '浙江迅达通电梯有限公司', designLifeYears: 20, recordState: 'approved', params: { ratedLoad: 1000 } });
    expect(detail.inspections).toEqual([
      { id: 'c1', institute: '宁波市特种设备检验研究院', kind: 'periodic', reportNo: 'R1', checkDate: '2024-05-20', conclusion: 'meets', nextCheckDate: null },
    ]);
  });

  it('reads the platform’s inspection kinds', () => {
    expect(inspectionKindOf('内部检验')).toBe('periodic');
    expect(inspectionKindOf('监督检验')).toBe('supervision');
    expect(inspectionKindOf('管道定期检验')).toBe('pipeline_periodic');
    expect(() => inspectionKindOf('抽查')).toThrow(UnexpectedWireValue);
  });
});

describe('toWireEqmQuery', () => {
  it('names the filters as the platform does and keeps inclusive dates for the date rule to shift', () => {
    const query = toWireEqmQuery({
      categoryCode: '3000',
      unitInternalNo: '客梯',
      useState: 'out_of_service',
      checkConclusion: 'not_meets',
      nextCheckDateFrom: '2024-01-01',
      nextCheckDateTo: '2024-01-31',
    });
    expect(query).toMatchObject({
      equCategory: '3000',
      unitInnerNo: '客梯',
      useState: '停用',
      checkResult: '不符合要求',
      nextCheckDateBegin: '2024-01-01',
      nextCheckDateEnd: '2024-01-31',
    });
    expect(shiftDateKeys(query as Record<string, QueryValue>)).toMatchObject({ nextCheckDateBegin: '2024-01-01', nextCheckDateEnd: '2024-02-01' });
  });

  it('sends the load-test filters: the years as text, the inclusive range for the date rule', () => {
    const query = toWireEqmQuery({ loadTestYears: 2, loadTestDateFrom: '2023-01-01', loadTestDateTo: '2023-12-31' });
    expect(query).toMatchObject({ loadTestYears: '2', loadTestDateBegin: '2023-01-01', loadTestDateEnd: '2023-12-31' });
    expect(shiftDateKeys(query as Record<string, QueryValue>)).toMatchObject({
      loadTestYears: '2',
      loadTestDateBegin: '2023-01-01',
      loadTestDateEnd: '2024-01-01',
    });
    expect(toWireEqmQuery({}).loadTestYears).toBeUndefined();
  });

  it('serves the reminder views from their own endpoints', () => {
    expect(VIEW_ENDPOINTS.inspectionDue.path).toBe('/a/stone/eqm/detectDueList');
    expect(VIEW_ENDPOINTS.inspectionOverdue.path).toBe('/a/stone/eqm/detectExtendedList');
    expect(VIEW_ENDPOINTS.overdue).toEqual({ path: '/a/stone/eqm/list', queryType: 'timeout', exportType: 'timeout' });
  });
});

describe('toWireEqmFields', () => {
  it('writes a validated body in the wire’s words, labels for states', () => {
    const body = ZEquipmentWriteBodySchema.parse({
      commit: true,
      categoryCode: '3000',
      subTypeCode: '3110',
      name: '乘客电梯',
      usePlace: '副楼',
      areaCode: '330212',
      unitInternalNo: '5号客梯',
      designLifeYears: 20,
      useState: 'in_use',
      params: { ratedLoad: 1000 },
    });
    const form = equipmentSaveForm(toWireEqmFields(body, 'E1'), body.commit);
    expect(form).toMatchObject({
      id: 'E1',
      equCategory: '3000',
      equType: '3110',
      equName: '乘客电梯',
      unitInnerNo: '5号客梯',
      designLife: '20',
      useState: '在用',
      registerCode: '',
      paramsJson: '{"ratedLoad":1000}',
      isCommit: 'true',
    });
  });
});

describe('changes', () => {
  it('maps a change row, keeping the label-named fields of older rows', () => {
    const change = toEquipmentChange(
      ZWireEquipmentChange.parse({ id: '1', field: 'unitInnerNo', fieldLabel: '单位内编号', oldValue: 'A', newValue: 'B', reason: null, changeDate: '2024-05-01 10:00:00', status: '待审核' }),
    );
    expect(change).toMatchObject({ field: 'unitInternalNo', state: 'submitted', reason: '', opinion: null });
    const older = toEquipmentChange(ZWireEquipmentChange.parse({ id: '2', field: '维保单位', changeDate: '2024-01-01 00:00:00', status: '已审核' }));
    expect(older).toMatchObject({ field: '维保单位', fieldLabel: '维保单位', state: 'approved' });
  });

  it('renames the changed fields, or points at the first it cannot change', () => {
    expect(toWireChangeApplication({ changes: [{ field: 'unitInternalNo', newValue: 'B' }], reason: 'r', attachmentIds: [] })).toEqual({
      ok: true,
      changes: [{ field: 'unitInnerNo', newValue: 'B' }],
    });
    expect(
      toWireChangeApplication({ changes: [{ field: 'name', newValue: 'x' }, { field: 'registerCode', newValue: '1' }], reason: 'r', attachmentIds: [] }),
    ).toEqual({ ok: false, index: 1 });
  });
});

describe('equipment of another platform', () => {
  it('maps a row with only its id, category and states, in upper case, to empty text', () => {
    const summary = toEquipmentSummary(
      ZWireEquipment.parse({ ID: 30999, EQU_CATEGORY: 3000, USE_STATE: '在用', REGISTER_STATE: '在册', RECORD_STATE: '已通过', NEXT_CHECK_DATE: 1747584000000 }),
    );
    expect(summary).toMatchObject({ id: '30999', categoryCode: '3000', subTypeCode: '', name: '', nextCheckDate: '2025-05-19', areaCode: null });
    expect(ZEquipmentSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('maps a detail without unit id to null', () => {
    const detail = toEquipmentDetail(
      ZWireEquipmentDetail.parse({ id: '30999', equCategory: '3000', useState: '在用', registerState: '在册', recordState: '已通过', params: null, checkList: null }),
    );
    expect(detail).toMatchObject({ unitId: null, unitName: '', params: {}, inspections: [] });
    expect(ZEquipmentDetailSchema.safeParse(detail).success).toBe(true);
  });
});
