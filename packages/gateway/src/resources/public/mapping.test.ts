import { ACCOUNT_REGISTRATION_MESSAGES, CAPTCHA_MESSAGES, SMS_CODE_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { maskMobile, wirePurpose, withFieldRefusal } from './mapping';

const refused = (detail: string) => ({ ok: false as const, problem: { cause: 'platform-refused' as const, status: 400, detail } });

describe('public mapping', () => {
  it('puts the platform refusals on the fields of the form, with their status', () => {
    expect(withFieldRefusal(refused(CAPTCHA_MESSAGES.wrong))).toMatchObject({ problem: { cause: 'validation-failed', status: 400, errors: [{ path: 'captchaCode', code: 'invalid_value' }] } });
    expect(withFieldRefusal(refused(SMS_CODE_MESSAGES.cooldown))).toMatchObject({ problem: { cause: 'rate-limited', status: 429, errors: [{ path: 'mobile' }] } });
    expect(withFieldRefusal(refused(ACCOUNT_REGISTRATION_MESSAGES.unitTaken))).toMatchObject({ problem: { cause: 'already-exists', status: 409, errors: [{ path: 'creditCode' }] } });
  });

  it('leaves other refusals and other failures alone', () => {
    expect(withFieldRefusal(refused('别的'))).toEqual(refused('别的'));
    const timeout = { ok: false as const, problem: { cause: 'platform-timeout' as const, status: 504 } };
    expect(withFieldRefusal(timeout)).toBe(timeout);
  });

  it('masks mobiles and speaks the wire purposes', () => {
    expect(maskMobile('13957400123')).toBe('139****0123');
    expect(maskMobile('abc')).toBe('****');
    expect(wirePurpose('password-reset')).toBe('passwordReset');
  });
});
