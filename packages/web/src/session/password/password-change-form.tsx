import { Stack } from '@chakra-ui/react';
import { message, ZPasswordChangeForm, type PasswordChangeForm as PasswordValues } from '@portal/contract';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
import { PasswordHints } from '../../ui/password-hints';
import { MismatchDialog } from './mismatch-dialog';

export const EMPTY_PASSWORD_FORM: PasswordValues = { oldPassword: '', newPassword: '', newPasswordCheck: '' };

const FIELDS: ReadonlyArray<{ name: keyof PasswordValues; label: UiKey; autoComplete: string }> = [
  { name: 'oldPassword', label: 'password.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { name: 'newPasswordCheck', label: 'password.check', autoComplete: 'new-password' },
];

/** On submit a mismatch alone is not a field message but a 提示 dialog. */
export function isOnlyMismatch(errors: FieldErrors<PasswordValues>): boolean {
  return Object.keys(errors).length === 1 && errors.newPasswordCheck?.message === message('passwordMismatch');
}

type Props = { formId: string; onSubmit: (form: PasswordValues) => void };

/** Old / new / confirm with the rule hints; submit buttons live outside (form={formId}). */
export function PasswordChangeForm({ formId, onSubmit }: Props) {
  const { t } = useI18n();
  const [mismatch, setMismatch] = useState(false);
  const contractForm = useContractForm(ZPasswordChangeForm, { defaultValues: EMPTY_PASSWORD_FORM });
  const submit = contractForm.handle(onSubmit, (errors) => {
    if (!isOnlyMismatch(errors)) return;
    contractForm.form.clearErrors();
    setMismatch(true);
  });

  return (
    <>
      <FormFrame form={contractForm} id={formId} onSubmit={() => void submit()}>
        <Stack gap="4">
          {FIELDS.map((field) => (
            <TextField key={field.name} name={field.name} type="password" label={t(field.label)} autoComplete={field.autoComplete} size="md" />
          ))}
          <PasswordHints heading={t('password.rules')} />
        </Stack>
      </FormFrame>
      <MismatchDialog open={mismatch} onClose={() => setMismatch(false)} />
    </>
  );
}
