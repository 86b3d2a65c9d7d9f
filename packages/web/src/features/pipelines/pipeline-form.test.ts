import { message, ZPipelineFormSchema, ZPipelineWriteBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_PIPELINE, PIPELINE_SUB_TYPES, toPipelineBody, type PipelineValues } from './pipeline-form';

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

const typing = (values: PipelineValues) => formMessages(ZPipelineFormSchema, values, { enforceRequired: false });
const saving = (values: PipelineValues) => formMessages(ZPipelineFormSchema, values, { enforceRequired: true });

describe('pipeline form', () => {
  it('offers the seven pipeline varieties by name', () => {
    expect(PIPELINE_SUB_TYPES.map((option) => option.label)).toContain('8310 工艺管道');
    expect(PIPELINE_SUB_TYPES).toHaveLength(7);
  });

  it('asks for grade, medium and pipeline no. on save', async () => {
    expect(await saving(EMPTY_PIPELINE)).toMatchObject({
      pipeGrade: message('required'),
      pipelineNo: message('required'),
      areaCode: message('areaRequired'),
    });
  });

  it('wants positive sizes but allows a design temperature below zero', async () => {
    expect(await typing({ ...GC2, length: '0' })).toEqual({ length: message('positiveNumber') });
    expect(message('positiveNumber')).toBe('请输入大于0的数字');
    expect(await typing({ ...GC2, wallThickness: '6毫米' })).toEqual({ wallThickness: message('number') });
    expect(await typing(GC2)).toEqual({});
  });

  it('builds a body the contract accepts', async () => {
    const checked = ZPipelineFormSchema.parse(GC2);
    const body = toPipelineBody(checked, true);
    expect(body.length).toBe(1240);
    expect(body.designTemperature).toBe(-20);
    expect(body.wallThickness).toBeUndefined();
    expect(ZPipelineWriteBodySchema.safeParse(body).success).toBe(true);
    expect(await saving(GC2)).toEqual({});
  });
});
