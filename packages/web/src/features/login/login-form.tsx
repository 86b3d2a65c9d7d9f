import { Button, Stack } from '@chakra-ui/react';
import { ZLoginBodySchema, type LoginBody } from '@portal/contract';
import { useI18n } from '../../i18n/i18n';
import { FormFrame, TextField, useContractForm } from '../../ui/form';

export type Credentials = LoginBody;

type LoginFormProps = { pending: boolean; onSubmit: (values: Credentials) => void };

/** User name and password; Enter in either field submits, as users expect of a login box. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { t } = useI18n();
  const contractForm = useContractForm(ZLoginBodySchema, { defaultValues: { username: '', password: '' } });
  const submit = contractForm.handle(onSubmit);
  return (
    <FormFrame form={contractForm} requiredMarks={false} onSubmit={() => void submit()}>
      <Stack gap="5">
        <TextField name="username" label={t('login.username')} autoComplete="username" size="lg" placeholder={t('login.usernamePlaceholder')} autoFocus />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          size="lg"
          placeholder={t('login.passwordPlaceholder')}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={pending} loadingText={t('login.submitting')} mt="2">
          {t('login.submit')}
        </Button>
      </Stack>
    </FormFrame>
  );
}
