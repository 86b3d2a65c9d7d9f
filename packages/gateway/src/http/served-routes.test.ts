import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { servedRoutes } from './served-routes';

describe('servedRoutes', () => {
  it('picks exactly the named routes of a group, in the order named, as the contract defines them', () => {
    const served = servedRoutes(contract.faultRegistrations, ['update', 'list']);
    expect(Object.keys(served)).toEqual(['update', 'list']);
    expect(served.list).toBe(contract.faultRegistrations.list);
    expect(served.update).toBe(contract.faultRegistrations.update);
    expect(served).not.toHaveProperty('export');
  });
});
