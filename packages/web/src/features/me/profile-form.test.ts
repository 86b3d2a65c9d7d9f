import { message, ZProfileUpdateBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import type { ProfileForm } from './profile-form';

const VALID: ProfileForm = { name: '王建国', idCard: '330211198503120017', phone: '0574-87654321', mobile: '13805740001' };

const typing = (form: ProfileForm) => formMessages(ZProfileUpdateBodySchema, form, { enforceRequired: false });
const saving = (form: ProfileForm) => formMessages(ZProfileUpdateBodySchema, form, { enforceRequired: true });

describe('profile validation', () => {
  it('accepts a complete valid profile, as the contract does', async () => {
    expect(await saving(VALID)).toEqual({});
    expect(ZProfileUpdateBodySchema.safeParse(VALID).success).toBe(true);
  });

  it('flags each malformed field with the contract message', async () => {
    expect(await typing({ ...VALID, mobile: '12345678901' })).toEqual({ mobile: message('mobile') });
    expect(await typing({ ...VALID, phone: '87-1' })).toEqual({ phone: message('phone') });
    expect(await typing({ ...VALID, idCard: '330211198502300017' })).toEqual({ idCard: message('idCard') });
  });

  it('skips empty optional fields and asks for the name only on submit', async () => {
    const empty = { name: '', idCard: '', phone: '', mobile: '' };
    expect(await typing(empty)).toEqual({});
    expect(await saving(empty)).toEqual({ name: message('nameRequired') });
    expect(ZProfileUpdateBodySchema.safeParse({ ...empty, name: '王建国' }).success).toBe(true);
  });

  it('says a name is too long with its limit', async () => {
    expect(await typing({ ...VALID, name: '王'.repeat(51) })).toEqual({ name: '长度不能超过50个字符' });
  });
});
