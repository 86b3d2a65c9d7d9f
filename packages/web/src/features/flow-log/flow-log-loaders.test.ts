import { REVIEWED_SERVICE_KIND_CODES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { FLOW_LOG_TYPES } from '../../routes/paths';
import { FLOW_LOG_LOADERS } from './flow-log-loaders';

describe('FLOW_LOG_LOADERS', () => {
  it("has a loader for every flow-log type, each reviewed kind's derived from the contract's list", () => {
    expect(Object.keys(FLOW_LOG_LOADERS).sort()).toEqual([...FLOW_LOG_TYPES].sort());
    for (const code of REVIEWED_SERVICE_KIND_CODES) expect(FLOW_LOG_LOADERS[code]).toBeTypeOf('function');
  });
});
