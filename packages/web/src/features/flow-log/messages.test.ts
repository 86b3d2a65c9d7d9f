import { REVIEWED_SERVICE_KIND_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { FLOW_LOG_TYPES } from '../../routes/paths';
import { flowLogEn } from './messages-en';
import { flowLogZh } from './messages-zh';

describe('the flow log’s names of record types', () => {
  it('names every type in both languages, a service kind by its short name in the contract', () => {
    for (const type of FLOW_LOG_TYPES) {
      expect(flowLogZh[`kind.${type}`]).toBeTruthy();
      expect(flowLogEn[`kind.${type}`]).toBeTruthy();
    }
    expect(REVIEWED_SERVICE_KIND_CODES.map((type) => [flowLogZh[`kind.${type}`], flowLogEn[`kind.${type}`]])).toEqual([
      ['停用报废注销申请', 'Termination application'],
      ['维保项目申请', 'Maintenance project'],
    ]);
  });
});
