import { Badge, Button, HStack, Link } from '@chakra-ui/react';
import { ROLE_NAMES, type Account } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { accountKeys } from '../../api/queries/accounts';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { accountDetailPath, addAccountPath } from '../../routes/paths';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { ListPage, listQueryOptions, useListState, type ColumnDef } from '../../ui/list-page';
import { notify } from '../../ui/toaster';
import { AccountStateBadge } from './account-state-badge';
import { ACCOUNT_LIST } from './list-params';
import { useAccountText, type AccountTextKey } from './messages';
import { KnownLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<Account, AccountTextKey>[] = [
  {
    key: 'loginName',
    header: 'field.loginName',
    sortKey: 'loginName',
    cell: (item) => (
      <Link asChild color="blue.600">
        <RouterLink to={accountDetailPath(item.id)}>{item.loginName}</RouterLink>
      </Link>
    ),
  },
  { key: 'name', header: 'field.name', sortKey: 'name', cell: (item) => item.name },
  { key: 'mobile', header: 'field.mobile', cell: (item) => item.mobile || '—', mono: true },
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName ?? '—', wrap: true, minW: '48' },
  {
    key: 'roles',
    header: 'field.roles',
    cell: (item) => (
      <HStack gap="1" wrap="wrap">
        {item.roles.map((role) => (
          <Badge key={role.id} variant="outline" colorPalette={role.roleType === 'institute' ? 'purple' : 'blue'}>
            <KnownLabel list={ROLE_NAMES} text={role.name} />
          </Badge>
        ))}
      </HStack>
    ),
  },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <AccountStateBadge state={item.state} /> },
  { key: 'createdAt', header: 'field.createdAt', sortKey: 'createdAt', cell: (item) => shortDateTime(item.createdAt) },
];

/** 成员账号管理 (/account/manager): every account with its unit and roles; add, edit, delete. */
export function AccountManagerPage() {
  const t = useAccountText();
  const client = useQueryClient();
  const list = useListState(ACCOUNT_LIST);
  const result = tsr.accounts.list.useQuery(listQueryOptions(accountKeys.list, list));
  const remove = tsr.accounts.delete.useMutation({ meta: { silent: true } });
  const [deleting, setDeleting] = useState<Account | null>(null);

  const deleteAccount = async (account: Account) => {
    try {
      await remove.mutateAsync({ params: { id: account.id } });
      notify('success', t('detail.deleted'));
      void client.invalidateQueries({ queryKey: accountKeys.lists() });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <ListPage
        list={list}
        result={result}
        text={t}
        title={t('manager.title')}
        testId="account-manager"
        filtersTestId="account-filters"
        titleActions={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={addAccountPath()}>
              <LuPlus /> {t('manager.new')}
            </RouterLink>
          </Button>
        }
        totalText={(total) => t('manager.total', { total })}
        columns={COLUMNS}
        tableTestId="account-table"
        actions={(item) => (
          <>
            <Link asChild color="blue.600">
              <RouterLink to={accountDetailPath(item.id)}>{t('common.edit')}</RouterLink>
            </Link>
            <Link color="red.600" onClick={() => setDeleting(item)} data-testid={`delete-${item.loginName}`}>
              {t('common.delete')}
            </Link>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        pending={remove.isPending}
        confirmLabel={t('common.delete')}
        onConfirm={() => deleting && void deleteAccount(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('manager.confirmDelete', { login: deleting?.loginName ?? '' })}
      </ConfirmDialog>
    </>
  );
}
