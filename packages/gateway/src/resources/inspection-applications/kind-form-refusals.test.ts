import { INSPECTION_APPLICATION_MESSAGES, PIPELINE_UNIT_MESSAGES, pipelineUnitRefusal } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { kindFormRefusal } from './kind-form-refusals';

describe('kindFormRefusal', () => {
  it('puts a 管道定期检验 refusal on the item’s or the unit’s field with the contract’s message', () => {
    expect(kindFormRefusal(pipelineUnitRefusal(1, 'required'))).toMatchObject({ path: 'items.0.pipelineUnits', code: 'required', message: '请填写管道单元' });
    expect(kindFormRefusal(pipelineUnitRefusal(3, 'lengthPositive', 2))).toMatchObject({ path: 'items.2.pipelineUnits.1.length', message: '管道长度须大于0' });
    expect(kindFormRefusal(pipelineUnitRefusal(1, 'nameRequired', 1))).toMatchObject({ path: 'items.0.pipelineUnits.0.name', code: 'required' });
    expect(kindFormRefusal(pipelineUnitRefusal(2, 'pipelineForeign', 1))).toMatchObject({ path: 'items.1.pipelineUnits.0.pipelineId' });
    expect(kindFormRefusal(PIPELINE_UNIT_MESSAGES.itemForeign)).toMatchObject({ path: 'items' });
  });
  it('keeps the 施工信息 refusals and leaves other texts alone', () => {
    expect(kindFormRefusal(INSPECTION_APPLICATION_MESSAGES.constructionUnitRequired)?.path).toBe('constructionUnit');
    expect(kindFormRefusal('设备已注销，不能报检')).toBeUndefined();
  });
});
