import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { tsr } from '../../api/client';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { useDebouncedErrors } from '../../lib/use-debounced-errors';
import { notify } from '../../ui/toaster';
import { checkProfileField, NAME_MAX, PROFILE_FIELDS, type ProfileField, type ProfileForm } from './profile-rules';

const LABELS: Record<ProfileField, UiKey> = {
  name: 'account.name',
  idCard: 'account.idCard',
  phone: 'account.phone',
  mobile: 'account.mobile',
};

/** Name, ID card, phone and mobile, checked as the contract checks them, saved with me.update. */
export function ProfileFormView({ loginName, initial }: { loginName: string; initial: ProfileForm }) {
  const { t, rule } = useI18n();
  const [values, setValues] = useState<ProfileForm>(initial);
  const { errors, validateAll } = useDebouncedErrors(values, PROFILE_FIELDS, checkProfileField);
  const client = tsr.useQueryClient();
  const update = tsr.me.update.useMutation({
    onSuccess: (response) => {
      client.me.get.setQueryData(['me'], response);
      notify('success', t('account.saved'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(validateAll()).length > 0) return;
    update.mutate({ body: { ...values, name: values.name.trim() } });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="5" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root disabled>
            <Field.Label>{t('account.loginName')}</Field.Label>
            <Input value={loginName} readOnly />
          </Field.Root>
          {PROFILE_FIELDS.map((field) => (
            <Field.Root key={field} invalid={!!errors[field]} required={field === 'name'}>
              <Field.Label>
                {t(LABELS[field])}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={field}
                value={values[field]}
                autoComplete="off"
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {errors[field] && <Field.ErrorText>{rule(errors[field], { max: NAME_MAX })}</Field.ErrorText>}
            </Field.Root>
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={update.isPending} px="8">
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
