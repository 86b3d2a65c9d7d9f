import { ZPipelineSchema, ZPipelineWriteBodySchema } from '@portal/contract';
import { pipelineSaveForm, ZWirePipeline } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toPipeline, toWirePipelineFields, toWirePipelineQuery } from './mapping';
import { UnexpectedWireValue } from '../../legacy/wire-values';

describe('pipelines', () => {
  const wire = ZWirePipeline.parse({ id: 'p1', equType: '8310', pipeName: '主蒸汽管线', pipeNo: 'ST-01', pipeGrade: 'GC2', pipeLength: 860, useState: '在用', state: '已通过' });

  it('map a line, its length and its states', () => {
    expect(toPipeline(wire)).toMatchObject({ subTypeName: '工艺管道', length: 860, pipeGrade: 'GC2', useState: 'in_use', recordState: 'approved', checkConclusion: null });
    expect(() => toPipeline({ ...wire, pipeGrade: 'GX9' })).toThrow(UnexpectedWireValue);
  });

  it('write numbers as text and states as labels', () => {
    const body = ZPipelineWriteBodySchema.parse({
      commit: true,
      subTypeCode: '8310',
      name: '主蒸汽管线',
      pipelineNo: 'ST-01',
      pipeGrade: 'GC2',
      medium: '蒸汽',
      length: 860.5,
      areaCode: '330211',
      usePlace: '管廊',
    });
    expect(pipelineSaveForm(toWirePipelineFields(body, 'p1'), body.commit)).toMatchObject({
      id: 'p1',
      pipeLength: '860.5',
      wallThickness: '',
      useState: '在用',
      isCommit: 'true',
    });
    expect(toWirePipelineQuery({ useState: 'in_use', nextCheckDateFrom: '2024-01-01' })).toMatchObject({ useState: '在用', nextCheckDateBegin: '2024-01-01' });
  });
});

describe('a pipeline of another platform', () => {
  it('maps a line without name, number and type, spelt in upper case, to empty text', () => {
    const line = toPipeline(ZWirePipeline.parse({ ID: 'p2', USE_STATE: '在用', STATE: '草稿', PIPE_LENGTH: '120.5' }));
    expect(line).toMatchObject({ id: 'p2', name: '', pipelineNo: '', subTypeCode: '', subTypeName: '', length: 120.5, recordState: 'draft' });
    expect(ZPipelineSchema.safeParse(line).success).toBe(true);
  });
});
