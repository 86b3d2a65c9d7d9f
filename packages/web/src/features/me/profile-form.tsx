import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { ZProfileUpdateBodySchema, type ProfileUpdateBody } from '@portal/contract';
import { tsr } from '../../api/client';
import { meKeys } from '../../api/queries/me';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
import { notify } from '../../ui/toaster';

type ProfileField = keyof ProfileUpdateBody;
export type ProfileForm = Record<ProfileField, string>;

const LABELS: Record<ProfileField, UiKey> = {
  name: 'account.name',
  idCard: 'account.idCard',
  phone: 'account.phone',
  mobile: 'account.mobile',
};
const FIELDS = Object.keys(LABELS) as ProfileField[];

/** Name, ID card, phone and mobile, checked by the contract's schema, saved with me.update. */
export function ProfileFormView({ loginName, initial }: { loginName: string; initial: ProfileForm }) {
  const { t } = useI18n();
  const contractForm = useContractForm(ZProfileUpdateBodySchema, { defaultValues: initial });
  const client = tsr.useQueryClient();
  const update = tsr.me.update.useMutation({
    onSuccess: (response) => {
      client.me.get.setQueryData(meKeys.profile(), response);
      notify('success', t('account.saved'));
    },
  });
  const save = contractForm.handle((checked) => update.mutate({ body: checked }));

  return (
    <FormFrame form={contractForm} onSubmit={() => void save()} testId="profile-form">
      <Stack gap="5" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root disabled>
            <Field.Label>{t('account.loginName')}</Field.Label>
            <Input value={loginName} readOnly />
          </Field.Root>
          {FIELDS.map((field) => (
            <TextField key={field} name={field} label={t(LABELS[field])} size="md" />
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={update.isPending} px="8">
          {t('common.save')}
        </Button>
      </Stack>
    </FormFrame>
  );
}
