import { checkRule, type MessageKey } from '@portal/contract';

export type PasswordForm = { oldPassword: string; newPassword: string; newPasswordCheck: string };
export type PasswordField = keyof PasswordForm;

export const EMPTY_PASSWORD_FORM: PasswordForm = { oldPassword: '', newPassword: '', newPasswordCheck: '' };
export const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'newPasswordCheck'];

const REQUIRED: Record<PasswordField, MessageKey> = {
  oldPassword: 'oldPasswordRequired',
  newPassword: 'newPasswordRequired',
  newPasswordCheck: 'confirmPasswordRequired',
};

/**
 * The message key one field fails with, mirroring the contract's ZPasswordChangeForm as keys so
 * the form can speak either language. Empty values fail only when `required` is asked (submit);
 * the live check skips them, as every rule skips an empty value.
 */
export function checkPasswordField(
  field: PasswordField,
  form: PasswordForm,
  required: boolean,
): MessageKey | null {
  const value = form[field];
  if (value === '') return required ? REQUIRED[field] : null;
  if (field === 'newPassword') return checkRule('password', value);
  if (field === 'newPasswordCheck' && form.newPassword && value !== form.newPassword) {
    return 'passwordMismatch';
  }
  return null;
}

export type PasswordErrors = Partial<Record<PasswordField, MessageKey>>;

export function checkPasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of PASSWORD_FIELDS) {
    const failed = checkPasswordField(field, form, true);
    if (failed) errors[field] = failed;
  }
  return errors;
}

/** On submit a mismatch is not a field message but a 提示 dialog. */
export function isOnlyMismatch(errors: PasswordErrors): boolean {
  const keys = Object.keys(errors);
  return keys.length === 1 && errors.newPasswordCheck === 'passwordMismatch';
}
