import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { sessionContract } from './session-client';

describe('sessionContract', () => {
  it('holds the session and error-log routes exactly as the contract does', () => {
    expect(sessionContract.session).toEqual(contract.session);
    expect(sessionContract.errorLogs).toEqual(contract.errorLogs);
  });
});
