import { Box, List, Stack, Text } from '@chakra-ui/react';
import { message, passwordHints, ZPasswordChangeForm, type PasswordChangeForm as PasswordValues } from '@portal/contract';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { LuCircleCheck } from 'react-icons/lu';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
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
  const { t, locale } = useI18n();
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
          <Box bg="blue.50" borderRadius="md" px="4" py="3" data-testid="password-hints">
            <Text fontSize="sm" fontWeight="medium" color="blue.800" mb="1">
              {t('password.rules')}
            </Text>
            <List.Root gap="1" variant="plain" fontSize="sm" color="blue.900">
              {passwordHints(locale).map((hint) => (
                <List.Item key={hint} alignItems="center">
                  <List.Indicator asChild color="blue.500">
                    <LuCircleCheck />
                  </List.Indicator>
                  {hint}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
      </FormFrame>
      <MismatchDialog open={mismatch} onClose={() => setMismatch(false)} />
    </>
  );
}
