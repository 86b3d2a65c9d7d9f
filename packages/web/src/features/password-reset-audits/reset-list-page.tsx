
import type { PasswordResetApplication } from '@portal/contract';
import { tsr } from '../../api/client';
import { passwordResetAuditKeys } from '../../api/queries/password-reset-audits';
import { shortDateTime } from '../../lib/dates';
import { resetDetailPath } from '../../routes/paths';
import { AuditStateBadge } from '../../ui/badges';
import { linkColumn, listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { RESET_CHECK_LIST, RESET_QUERY_LIST } from './list-params';
import { usePasswordResetAuditText, type PasswordResetAuditTextKey } from './messages';

const COLUMNS: readonly ColumnDef<PasswordResetApplication, PasswordResetAuditTextKey>[] = [
  linkColumn({ key: 'loginName', header: 'field.loginName', sortKey: 'loginName', to: (item) => resetDetailPath(item.id), text: (item) => item.loginName }),
  { key: 'referenceNo', header: 'field.referenceNo', cell: (item) => item.referenceNo ?? '—', mono: true },
  { key: 'name', header: 'field.name', sortKey: 'name', cell: (item) => item.name },
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName ?? '—', wrap: true, minW: '48' },
  { key: 'mobile', header: 'field.mobile', cell: (item) => item.mobileMasked, mono: true },
  { key: 'reason', header: 'field.reason', cell: (item) => item.reason || '—', wrap: true, minW: '48' },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <AuditStateBadge state={item.state} /> },
  { key: 'submittedAt', header: 'field.submittedAt', sortKey: 'submittedAt', cell: (item) => shortDateTime(item.submittedAt) },
  { key: 'auditedAt', header: 'field.auditedAt', sortKey: 'auditedAt', cell: (item) => (item.auditedAt ? shortDateTime(item.auditedAt) : '—') },
];

function ResetList({ definition, title, testId }: { definition: typeof RESET_CHECK_LIST | typeof RESET_QUERY_LIST; title: PasswordResetAuditTextKey; testId: string }) {
  const t = usePasswordResetAuditText();
  const { list, result } = useListQuery(definition, tsr.passwordResetAudits.list, passwordResetAuditKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t(title)}
      testIdStem={testId}
      totalText={(total) => t('list.total', { total })}
      columns={COLUMNS}
      actions={(item) => (
        <RowLink to={resetDetailPath(item.id)}>{item.state === 'pending' ? t('list.audit') : t('common.view')}</RowLink>
      )}
    />
  );
}

/** 密码重置审核 (/account/reset-password-check-list): the applications waiting for a decision. */
export function ResetCheckListPage() {
  return <ResetList definition={RESET_CHECK_LIST} title="check.title" testId="reset-check" />;
}

/** 密码重置查询 (/account/reset-password-query-list): every application, decided or not. */
export function ResetQueryListPage() {
  return <ResetList definition={RESET_QUERY_LIST} title="query.title" testId="reset-query" />;
}
