import { ZPipelineWriteBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkPipelineField, EMPTY_PIPELINE, PIPELINE_FIELDS, PIPELINE_SUB_TYPES, toPipelineBody, type PipelineValues } from './pipeline-form';

const GC2: PipelineValues = {
  ...EMPTY_PIPELINE,
  subTypeCode: '8310',
  name: '合成车间工艺管道',
  pipelineNo: 'HT-GD-001',
  registerCode: '83103302112018100001',
  pipeGrade: 'GC2',
  medium: '液氨',
  length: '1240',
  nominalDiameter: '150',
  designPressure: '2.5',
  designTemperature: '-20',
  usePlace: '镇海区澥浦镇海天路 18 号',
  areaCode: '330211',
};

describe('pipeline form', () => {
  it('offers the seven pipeline varieties by name', () => {
    expect(PIPELINE_SUB_TYPES.map((option) => option.label)).toContain('8310 工艺管道');
    expect(PIPELINE_SUB_TYPES).toHaveLength(7);
  });

  it('asks for grade, medium and pipeline no. on save', () => {
    expect(checkPipelineField('pipeGrade', EMPTY_PIPELINE, true)).toBe('required');
    expect(checkPipelineField('pipelineNo', EMPTY_PIPELINE, true)).toBe('required');
    expect(checkPipelineField('areaCode', EMPTY_PIPELINE, true)).toBe('areaRequired');
  });

  it('wants positive sizes but allows a design temperature below zero', () => {
    expect(checkPipelineField('length', { ...GC2, length: '0' }, false)).toBe('form.positive');
    expect(checkPipelineField('wallThickness', { ...GC2, wallThickness: '6毫米' }, false)).toBe('number');
    expect(checkPipelineField('designTemperature', GC2, false)).toBeNull();
  });

  it('builds a body the contract accepts', () => {
    const body = toPipelineBody(GC2, true);
    expect(body.length).toBe(1240);
    expect(body.designTemperature).toBe(-20);
    expect(body.wallThickness).toBeUndefined();
    expect(ZPipelineWriteBodySchema.safeParse(body).success).toBe(true);
    expect(PIPELINE_FIELDS.every((field) => checkPipelineField(field, GC2, true) === null)).toBe(true);
  });
});
