import { describe, expect, it } from 'vitest';
import { alignPipelineItems, EMPTY_PIPELINE_UNIT, pipelineItemsOfForm, totalOfRows } from './pipeline-units';

const steam = { pipelineId: '61001', pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线', length: '860', nominalDiameter: 150 };

describe('pipelineItemsOfForm', () => {
  it('sends one entry per chosen file in its order, lengths as numbers and an untyped one as 0', () => {
    const rows = [{ equipmentId: '30205', pipelineUnits: [{ ...EMPTY_PIPELINE_UNIT, name: ' 回水管 ', length: '' }] }, { equipmentId: '30204', pipelineUnits: [steam] }];
    expect(pipelineItemsOfForm('pipeline_periodic', rows, ['30204', '30205'])).toEqual({
      items: [
        { equipmentId: '30204', pipelineUnits: [{ pipelineId: '61001', pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线', length: 860, nominalDiameter: 150 }] },
        { equipmentId: '30205', pipelineUnits: [{ pipelineNo: '', name: '回水管', length: 0 }] },
      ],
    });
  });
  it('sends nothing for the other kinds', () => {
    expect(pipelineItemsOfForm('periodic', [{ equipmentId: '30204', pipelineUnits: [steam] }], ['30204'])).toEqual({});
  });
});

describe('alignPipelineItems', () => {
  it('keeps the rows of files still chosen and drops the others', () => {
    const current = [{ equipmentId: 'a', pipelineUnits: [steam] }, { equipmentId: 'b', pipelineUnits: [] }];
    expect(alignPipelineItems(current, ['c', 'a'])).toEqual([{ equipmentId: 'c', pipelineUnits: [] }, current[0]]);
  });
});

describe('totalOfRows', () => {
  it('adds the typed lengths, counting what is not a number as 0', () => {
    expect(totalOfRows([steam, { ...steam, length: '12.35' }, { ...steam, length: 'abc' }])).toBe(872.35);
  });
});
