import { ZProfileUpdateBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkProfileField, PROFILE_FIELDS, type ProfileForm } from './profile-rules';

const VALID: ProfileForm = { name: '王建国', idCard: '330211198503120017', phone: '0574-87654321', mobile: '13805740001' };

const failures = (form: ProfileForm) =>
  PROFILE_FIELDS.map((field) => checkProfileField(field, form, true)).filter(Boolean);

describe('profile validation', () => {
  it('accepts a complete valid profile, as the contract does', () => {
    expect(failures(VALID)).toEqual([]);
    expect(ZProfileUpdateBodySchema.safeParse(VALID).success).toBe(true);
  });

  it('flags each malformed field with the contract message key', () => {
    expect(checkProfileField('mobile', { ...VALID, mobile: '12345678901' }, false)).toBe('mobile');
    expect(checkProfileField('phone', { ...VALID, phone: '87-1' }, false)).toBe('phone');
    expect(checkProfileField('idCard', { ...VALID, idCard: '330211198502300017' }, false)).toBe('idCard');
  });

  it('skips empty optional fields and asks for the name only on submit', () => {
    const empty = { name: '', idCard: '', phone: '', mobile: '' };
    expect(PROFILE_FIELDS.map((field) => checkProfileField(field, empty, false))).toEqual([null, null, null, null]);
    expect(checkProfileField('name', empty, true)).toBe('nameRequired');
    expect(ZProfileUpdateBodySchema.safeParse({ ...empty, name: '王建国' }).success).toBe(true);
  });
});
