import { message, ZPasswordChangeForm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordField,
  checkPasswordForm,
  EMPTY_PASSWORD_FORM,
  isOnlyMismatch,
  type PasswordForm,
} from './password-rules';

const form = (patch: Partial<PasswordForm>): PasswordForm => ({ ...EMPTY_PASSWORD_FORM, ...patch });

describe('password change validation', () => {
  it('skips empty values while typing', () => {
    for (const field of ['oldPassword', 'newPassword', 'newPasswordCheck'] as const) {
      expect(checkPasswordField(field, EMPTY_PASSWORD_FORM, false)).toBeNull();
    }
  });

  it('asks for every field on submit', () => {
    expect(checkPasswordForm(EMPTY_PASSWORD_FORM)).toEqual({
      oldPassword: 'oldPasswordRequired',
      newPassword: 'newPasswordRequired',
      newPasswordCheck: 'confirmPasswordRequired',
    });
  });

  it('checks the new password with the password rule', () => {
    expect(checkPasswordField('newPassword', form({ newPassword: '123456' }), false)).toBe('password');
    expect(checkPasswordField('newPassword', form({ newPassword: 'abcdefgh1!' }), false)).toBe('password');
    expect(checkPasswordField('newPassword', form({ newPassword: 'Ningbo@2024' }), false)).toBeNull();
  });

  it('reports a confirmation that differs from the new password', () => {
    const values = form({ oldPassword: '123456', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2025' });
    const errors = checkPasswordForm(values);
    expect(errors).toEqual({ newPasswordCheck: 'passwordMismatch' });
    expect(isOnlyMismatch(errors)).toBe(true);
    expect(message('passwordMismatch')).toBe('两次输入的新密码不一致');
  });

  it('agrees with the contract schema on what is valid', () => {
    const samples: PasswordForm[] = [
      form({ oldPassword: '123456', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2024' }),
      form({ oldPassword: '123456', newPassword: 'ningbo2024', newPasswordCheck: 'ningbo2024' }),
      form({ oldPassword: '', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2024' }),
      form({ oldPassword: 'x', newPassword: 'Ningbo@2024', newPasswordCheck: 'Ningbo@2023' }),
    ];
    for (const sample of samples) {
      const ours = Object.keys(checkPasswordForm(sample)).length === 0;
      expect(ours).toBe(ZPasswordChangeForm.safeParse(sample).success);
    }
  });
});
