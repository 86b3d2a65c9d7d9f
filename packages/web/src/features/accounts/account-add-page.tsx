import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { accountKeys } from '../../api/queries/accounts';
import { accountDetailPath } from '../../routes/paths';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { AccountFields } from './account-fields';
import { CREATE_SCHEMA, newAccountValues } from './account-form';
import { AccountFormButtons } from './account-form-buttons';
import { useAccountText } from './messages';

/** 新增账号 (/account/add-account, `?unitId=` for one unit): login name, initial password and the shared fields. */
export function AccountAddPage() {
  const t = useAccountText();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const contractForm = useContractForm(CREATE_SCHEMA, { defaultValues: newAccountValues(search.get('unitId') ?? ''), notifyInvalid: true });
  const create = tsr.accounts.create.useMutation({ meta: { silent: true } });
  const save = contractForm.handle(async (body) => {
    const created = await create.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: accountKeys.lists() });
    notify('success', t('add.created'));
    return { leaveFor: accountDetailPath(created.body.id) };
  });
  return (
    <SectionCard title={t('add.title')} testId="account-add">
      <FormFrame form={contractForm} onSubmit={() => void save()} testId="account-form">
        <Stack gap="5" maxW="4xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField name="loginName" label={t('field.loginName')} maxLength={64} size="md" autoComplete="off" />
            <TextField name="password" label={t('field.password')} type="password" maxLength={64} helper={t('field.passwordHint')} size="md" autoComplete="new-password" />
          </SimpleGrid>
          <AccountFields />
          <AccountFormButtons pending={create.isPending} />
        </Stack>
      </FormFrame>
    </SectionCard>
  );
}
