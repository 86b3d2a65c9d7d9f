import { message, ZPasswordChangeForm, type PasswordChangeForm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_PASSWORD_FORM, isOnlyMismatch } from './password-change-form';

const form = (patch: Partial<PasswordChangeForm>): PasswordChangeForm => ({ ...EMPTY_PASSWORD_FORM, ...patch });
const typing = (values: PasswordChangeForm) => formMessages(ZPasswordChangeForm, values, { enforceRequired: false });
const submitting = (values: PasswordChangeForm) => formMessages(ZPasswordChangeForm, values, { enforceRequired: true });

describe('password change validation', () => {
  it('skips empty values while typing', async () => {
    expect(await typing(EMPTY_PASSWORD_FORM)).toEqual({});
  });

  it('asks for every field on submit', async () => {
    expect(await submitting(EMPTY_PASSWORD_FORM)).toEqual({
      oldPassword: message('oldPasswordRequired'),
      newPassword: message('newPasswordRequired'),
      newPasswordCheck: message('confirmPasswordRequired'),
    });
  });

  it('checks the new password with the password rule', async () => {
    expect((await typing(form({ newPassword: '123456' }))).newPassword).toBe(message('password'));
    expect((await typing(form({ newPassword: 'abcdefgh1!' }))).newPassword).toBe(message('password'));
    expect((await typing(form({ newPassword: 'Ningbo@2024' }))).newPassword).toBeUndefined();
  });

  it('reports a confirmation that differs from the new password', async () => {
    const values = form({ oldPassword: '123456', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2025' });
    const errors = await submitting(values);
    expect(errors).toEqual({ newPasswordCheck: message('passwordMismatch') });
    expect(isOnlyMismatch({ newPasswordCheck: { type: 'custom', message: errors.newPasswordCheck } })).toBe(true);
    expect(isOnlyMismatch({ oldPassword: { type: 'custom', message: 'x' }, newPasswordCheck: { type: 'custom', message: errors.newPasswordCheck } })).toBe(false);
    expect(message('passwordMismatch')).toBe('两次输入的新密码不一致');
  });

  it('agrees with the contract schema on what is valid', async () => {
    const samples: PasswordChangeForm[] = [
      form({ oldPassword: '123456', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2024' }),
      form({ oldPassword: '123456', newPassword: 'ningbo2024', newPasswordCheck: 'ningbo2024' }),
      form({ oldPassword: '', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2024' }),
      form({ oldPassword: 'x', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2023' }),
    ];
    for (const sample of samples) {
      const ours = Object.keys(await submitting(sample)).length === 0;
      expect(ours).toBe(ZPasswordChangeForm.safeParse(sample).success);
    }
  });
});
