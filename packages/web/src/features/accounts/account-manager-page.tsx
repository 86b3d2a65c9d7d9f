import { Badge, HStack, Link } from '@chakra-ui/react';
import { ROLE_NAMES, type Account } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { accountKeys } from '../../api/queries/accounts';
import { shortDateTime } from '../../lib/dates';
import { accountDetailPath, addAccountPath } from '../../routes/paths';
import { listFrame, ListPage, NewRecordButton, RowDeleteDialog, RowLink, useRowDelete, useListQuery, type ColumnDef } from '../../ui/list-page';
import { AccountStateBadge } from './account-state-badge';
import { ACCOUNT_LIST } from './list-params';
import { useAccountText, type AccountTextKey } from './messages';
import { KnownLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<Account, AccountTextKey>[] = [
  {
    key: 'loginName',
    header: 'field.loginName',
    sortKey: 'loginName',
    cell: (item) => <RowLink to={accountDetailPath(item.id)}>{item.loginName}</RowLink>,
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
  const { list, result } = useListQuery(ACCOUNT_LIST, tsr.accounts.list, accountKeys.list);
  const remove = tsr.accounts.delete.useMutation({ meta: { silent: true } });
  const rowDelete = useRowDelete<Account>(remove, {
    deletedText: t('detail.deleted'),
    onDeleted: () => void client.invalidateQueries({ queryKey: accountKeys.lists() }),
  });

  return (
    <ListPage
      {...listFrame(list, result, t, 'manager')}
      testIdStem="account"
      testId="account-manager"
      titleActions={<NewRecordButton to={addAccountPath()} label={t('manager.new')} />}
      columns={COLUMNS}
      actions={(item) => (
        <>
          <RowLink to={accountDetailPath(item.id)}>{t('common.edit')}</RowLink>
          <Link color="red.600" onClick={() => rowDelete.ask(item)} data-testid={`delete-${item.loginName}`}>
            {t('common.delete')}
          </Link>
        </>
      )}
    >
      <RowDeleteDialog rowDelete={rowDelete}>{t('manager.confirmDelete', { login: rowDelete.target?.loginName ?? '' })}</RowDeleteDialog>
    </ListPage>
  );
}
