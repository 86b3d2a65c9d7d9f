import { Box, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { passwordHints } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { useDebouncedErrors } from '../../lib/use-debounced-errors';
import { MismatchDialog } from './mismatch-dialog';
import {
  checkPasswordField,
  EMPTY_PASSWORD_FORM,
  isOnlyMismatch,
  PASSWORD_FIELDS,
  type PasswordField,
  type PasswordForm,
} from './password-rules';

const LABELS: Record<PasswordField, UiKey> = {
  oldPassword: 'password.old',
  newPassword: 'password.new',
  newPasswordCheck: 'password.check',
};

const AUTOCOMPLETE: Record<PasswordField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  newPasswordCheck: 'new-password',
};

type Props = { formId: string; onSubmit: (form: PasswordForm) => void };

/** Old / new / confirm with the rule hints; submit buttons live outside (form={formId}). */
export function PasswordChangeForm({ formId, onSubmit }: Props) {
  const { t, rule, locale } = useI18n();
  const [values, setValues] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const [mismatch, setMismatch] = useState(false);
  const { errors, setErrors, validateAll } = useDebouncedErrors(values, PASSWORD_FIELDS, checkPasswordField);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAll();
    if (isOnlyMismatch(found)) {
      setErrors({});
      setMismatch(true);
      return;
    }
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          {PASSWORD_FIELDS.map((field) => (
            <Field.Root key={field} invalid={!!errors[field]} required>
              <Field.Label>
                {t(LABELS[field])}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="password"
                name={field}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {errors[field] && <Field.ErrorText>{rule(errors[field])}</Field.ErrorText>}
            </Field.Root>
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
      </form>
      <MismatchDialog open={mismatch} onClose={() => setMismatch(false)} />
    </>
  );
}
