import { Button, Field, Input, Stack } from '@chakra-ui/react';
import type { MessageKey } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n';

export type Credentials = { username: string; password: string };

type Errors = Partial<Record<keyof Credentials, MessageKey>>;

/** Required-field messages of the contract; the platform judges the rest. */
export function validateCredentials(values: Credentials): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'usernameRequired';
  if (!values.password) errors.password = 'loginPasswordRequired';
  return errors;
}

type LoginFormProps = { pending: boolean; onSubmit: (values: Credentials) => void };

export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { t, rule } = useI18n();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // A form element: Enter in either field submits, as users expect of a login box.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, username: values.username.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Field.Root invalid={!!errors.username}>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            size="lg"
            placeholder={t('login.usernamePlaceholder')}
            value={values.username}
            onChange={change('username')}
            autoFocus
          />
          {errors.username && <Field.ErrorText>{rule(errors.username)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            size="lg"
            placeholder={t('login.passwordPlaceholder')}
            value={values.password}
            onChange={change('password')}
          />
          {errors.password && <Field.ErrorText>{rule(errors.password)}</Field.ErrorText>}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="blue"
          size="lg"
          loading={pending}
          loadingText={t('login.submitting')}
          mt="2"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
