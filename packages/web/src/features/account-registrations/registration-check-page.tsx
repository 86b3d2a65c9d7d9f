
import type { AccountRegistration } from '@portal/contract';
import { tsr } from '../../api/client';
import { accountRegistrationKeys } from '../../api/queries/account-registrations';
import { shortDateTime } from '../../lib/dates';
import { registrationDetailPath } from '../../routes/paths';
import { AuditStateBadge } from '../../ui/badges';
import { linkColumn, listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { ACCOUNT_REGISTRATION_LIST } from './list-params';
import { useAccountRegistrationText, type AccountRegistrationTextKey } from './messages';
import { AreaLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<AccountRegistration, AccountRegistrationTextKey>[] = [
  linkColumn({ key: 'unitName', header: 'field.unitName', sortKey: 'unitName', wrap: true, minW: '48', to: (item) => registrationDetailPath(item.id), text: (item) => item.unitName }),
  { key: 'referenceNo', header: 'field.referenceNo', cell: (item) => item.referenceNo ?? '—', mono: true },
  { key: 'creditCode', header: 'field.creditCode', cell: (item) => item.creditCode, mono: true },
  { key: 'areaCode', header: 'field.areaCode', cell: (item) => (item.areaCode ? <AreaLabel code={item.areaCode} /> : '—') },
  { key: 'contactPerson', header: 'field.contactPerson', cell: (item) => item.contactPerson },
  { key: 'mobile', header: 'field.mobile', cell: (item) => item.mobileMasked, mono: true },
  { key: 'loginName', header: 'field.loginName', cell: (item) => item.loginName },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <AuditStateBadge state={item.state} /> },
  { key: 'submittedAt', header: 'field.submittedAt', sortKey: 'submittedAt', cell: (item) => shortDateTime(item.submittedAt) },
  { key: 'auditedAt', header: 'field.auditedAt', sortKey: 'auditedAt', cell: (item) => (item.auditedAt ? shortDateTime(item.auditedAt) : '—') },
];

/** 注册确认 (/account/check): enterprise account applications, paged and filtered (kept in the URL). */
export function RegistrationCheckPage() {
  const t = useAccountRegistrationText();
  const { list, result } = useListQuery(ACCOUNT_REGISTRATION_LIST, tsr.accountRegistrations.list, accountRegistrationKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t('check.title')}
      testIdStem="registration-check"
      totalText={(total) => t('list.total', { total })}
      columns={COLUMNS}
      actions={(item) => (
        <RowLink to={registrationDetailPath(item.id)}>{item.state === 'pending' ? t('list.audit') : t('common.view')}</RowLink>
      )}
    />
  );
}
