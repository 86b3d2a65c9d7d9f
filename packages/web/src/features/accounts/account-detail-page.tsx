import { Button, Stack } from '@chakra-ui/react';
import type { Account } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { tsr } from '../../api/client';
import { accountKeys, useAccount } from '../../api/queries/accounts';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { ACCOUNT_MANAGER_PATH, addAccountPath } from '../../routes/paths';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { FormFrame, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { AccountFields } from './account-fields';
import { accountValues, UPDATE_SCHEMA } from './account-form';
import { AccountStateBadge } from './account-state-badge';
import { AccountFormButtons } from './account-form-buttons';
import { useAccountText } from './messages';
import { RecordTitle } from '../../ui/record-title';
import { RecordPage, useRecordId } from '../../ui/record-page';

/** 账号详情 (`?id=`): the account, its form, and delete. */
export function AccountDetailPage() {
  const t = useAccountText();
  const id = useRecordId();
  const detail = useAccount(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.name}>
      {(record) => <AccountView key={record.id} account={record} />}
    </RecordPage>
  );
}

function AccountView({ account }: { account: Account }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const contractForm = useContractForm(UPDATE_SCHEMA, { defaultValues: accountValues(account), notifyInvalid: true });
  const update = tsr.accounts.update.useMutation({ meta: { silent: true } });
  const remove = tsr.accounts.delete.useMutation({ meta: { silent: true } });

  const save = contractForm.handle(async (body) => {
    const saved = await update.mutateAsync({ params: { id: account.id }, body });
    client.setQueryData(accountKeys.detail(account.id), saved);
    void client.invalidateQueries({ queryKey: accountKeys.lists() });
    notify('success', t('detail.saved'));
  });

  const deleteAccount = async () => {
    try {
      await remove.mutateAsync({ params: { id: account.id } });
      void client.invalidateQueries({ queryKey: accountKeys.lists() });
      notify('success', t('detail.deleted'));
      navigate(ACCOUNT_MANAGER_PATH, { replace: true });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <SectionCard
        testId="account-detail"
        title={
          <RecordTitle title={t('detail.title')}>
            <AccountStateBadge state={account.state} />
          </RecordTitle>
        }
        actions={
          <>
            {account.unitId && (
              <Button asChild size="sm" variant="outline" colorPalette="blue">
                <RouterLink to={addAccountPath(account.unitId)}>
                  <LuPlus /> {t('detail.addToUnit')}
                </RouterLink>
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="account-delete">
              <LuTrash2 /> {t('common.delete')}
            </Button>
          </>
        }
      >
        <InfoGrid
          items={[
            { key: 'loginName', label: t('field.loginName'), value: account.loginName },
            { key: 'unitName', label: t('field.unitName'), value: account.unitName },
            { key: 'createdAt', label: t('field.createdAt'), value: shortDateTime(account.createdAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.edit')}>
        <FormFrame form={contractForm} onSubmit={() => void save()} testId="account-form">
          <Stack gap="5" maxW="4xl">
            <AccountFields />
            <AccountFormButtons pending={update.isPending} />
          </Stack>
        </FormFrame>
      </SectionCard>
      <ConfirmDialog open={confirming} danger pending={remove.isPending} confirmLabel={t('common.delete')} onConfirm={() => void deleteAccount()} onCancel={() => setConfirming(false)}>
        {t('manager.confirmDelete', { login: account.loginName })}
      </ConfirmDialog>
    </>
  );
}
