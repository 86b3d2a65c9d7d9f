import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../i18n/i18n';
import { CLIENT_OPTIONS, sessionContract } from './session-client';

describe('sessionContract', () => {
  it('holds the session and error-log routes exactly as the contract does', () => {
    expect(sessionContract.session).toEqual(contract.session);
    expect(sessionContract.errorLogs).toEqual(contract.errorLogs);
  });

  it("asks for the gateway's problem texts in the language the person chose", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    expect(CLIENT_OPTIONS.baseHeaders['accept-language']()).toBe('en-US');
    window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(CLIENT_OPTIONS.baseHeaders['accept-language']()).toBe('zh-CN');
  });
});
