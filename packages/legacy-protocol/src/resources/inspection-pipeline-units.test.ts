import { describe, expect, it } from 'vitest';
import { inspectionApplicationForm, ZWireInspectionApplicationForm, ZWireInspectionApplicationItem } from './inspection-applications';
import { pipelineUnitRefusal, pipelineUnitRefusalOf } from './inspection-pipeline-units';

const form = {
  checkType: '管道定期检验',
  equipmentIds: 'eq-pipe-1',
  siteContact: '李工',
  siteContactMobile: '13812345678',
  siteAddress: '宁波市镇海区蛟川街道',
  isCommit: 'true',
};

describe('pipeUnits on the save form', () => {
  it('travels as JSON text and back', () => {
    const pipeUnits = [{ equipmentId: 'eq-pipe-1', units: [{ pipelineId: 'pl-1', pipeNo: 'GD-ST-01-01', pipeName: '蒸汽主管', pipeLength: 128.5 }] }];
    const fields = ZWireInspectionApplicationForm.parse({ ...form, pipeUnits: JSON.stringify(pipeUnits) });
    expect(fields.pipeUnits[0]!.units[0]).toEqual({ pipelineId: 'pl-1', pipeNo: 'GD-ST-01-01', pipeName: '蒸汽主管', pipeLength: 128.5, nominalDiameter: null });
    expect(ZWireInspectionApplicationForm.parse(inspectionApplicationForm(fields)).pipeUnits).toEqual(fields.pipeUnits);
  });
  it('is none when absent, and refuses a length with 3 decimals', () => {
    expect(ZWireInspectionApplicationForm.parse(form).pipeUnits).toEqual([]);
    const bad = [{ equipmentId: 'eq-pipe-1', units: [{ pipeName: '蒸汽主管', pipeLength: 1.255 }] }];
    expect(ZWireInspectionApplicationForm.safeParse({ ...form, pipeUnits: JSON.stringify(bad) }).success).toBe(false);
  });
});

describe('an item of the detail', () => {
  it('answers its units (none when the platform leaves them out)', () => {
    const item = { id: 'it-1', equCategory: '8000', pipeUnits: [{ pipelineId: null, pipeNo: 'AIR-01', pipeName: null, pipeLength: '42.5', nominalDiameter: null }] };
    expect(ZWireInspectionApplicationItem.parse(item).pipeUnits).toMatchObject([{ pipeNo: 'AIR-01', pipeLength: 42.5, nominalDiameter: null }]);
    expect(ZWireInspectionApplicationItem.parse({ id: 'it-1', equCategory: '8000' }).pipeUnits).toEqual([]);
  });
});

describe('the refusals naming an item and a unit', () => {
  it('read back to their places and message', () => {
    expect(pipelineUnitRefusal(2, 'required')).toBe('第2项管道：请填写管道单元');
    expect(pipelineUnitRefusalOf(pipelineUnitRefusal(2, 'required'))).toEqual({ item: 2, unit: null, what: 'required' });
    expect(pipelineUnitRefusalOf(pipelineUnitRefusal(1, 'lengthPositive', 3))).toEqual({ item: 1, unit: 3, what: 'lengthPositive' });
  });
  it('leave any other text alone', () => {
    expect(pipelineUnitRefusalOf('监督检验请填写施工单位')).toBeNull();
    expect(pipelineUnitRefusalOf('第1项管道：别的原因')).toBeNull();
  });
});
