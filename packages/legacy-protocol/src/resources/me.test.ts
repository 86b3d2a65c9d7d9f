import { describe, expect, it } from 'vitest';
import { updateInfoForm, updatePwdForm } from './me';

describe('profile forms', () => {
  it('sends the ID card as identityCard in the update info form', () => {
    expect(updateInfoForm({ name: '张三', idCard: '330102199001011234', phone: '', mobile: '13800000000' })).toEqual({
      name: '张三',
      identityCard: '330102199001011234',
      phone: '',
      mobile: '13800000000',
    });
  });

  it('sends only oldPassword and newPassword in the password form', () => {
    const form = updatePwdForm({ oldPassword: 'a', newPassword: 'b', newPasswordCheck: 'b' } as {
      oldPassword: string;
      newPassword: string;
    });
    expect(form).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });
});
