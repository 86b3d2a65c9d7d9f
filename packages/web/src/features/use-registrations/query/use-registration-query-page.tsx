import { Link } from '@chakra-ui/react';
import {
  ACCESS,
  EDITABLE_USE_REGISTRATION_STATES,
  USE_REGISTRATION_KINDS,
  type UseRegistrationState,
  type UseRegistrationSummary,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useRegistrationKeys } from '../../../api/queries/use-registrations';
import { useUser } from '../../../session/session-state';
import { shortDateTime } from '../../../lib/dates';
import { listFrame, ListPage, NewRecordButton, RowLink, useListQuery, type ColumnDef } from '../../../ui/list-page';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { pathToUseRegistrationApply, pathToUseRegistration } from '../../../routes/paths';
import { RegistrationStateBadge } from '../state-badge';
import { USE_REGISTRATION_LIST } from './list-params';
import { CATEGORY_NAMES } from '../../../ui/category-selects';
import { ValueLabel } from '../../../ui/value-label';


const COLUMNS: readonly ColumnDef<UseRegistrationSummary, UseRegistrationTextKey>[] = [
  {
    key: 'applicationNo',
    header: 'field.applicationNo',
    cell: (item) => (
      <Link asChild color="blue.600" fontFamily="mono">
        <RouterLink to={pathToUseRegistration(item.id)}>{item.applicationNo}</RouterLink>
      </Link>
    ),
  },
  { key: 'kind', header: 'field.kind', cell: (item) => <ValueLabel list={USE_REGISTRATION_KINDS} code={item.kind} /> },
  { key: 'equipmentName', header: 'field.equipmentName', cell: (item) => item.equipmentName, wrap: true, minW: '40' },
  { key: 'categoryCode', header: 'field.categoryCode', cell: (item) => <ValueLabel list={CATEGORY_NAMES} code={item.categoryCode} /> },
  { key: 'registerCode', header: 'field.registerCode', cell: (item) => item.registerCode || '—', mono: true },
  { key: 'useCertNo', header: 'field.useCertNo', cell: (item) => item.useCertNo || '—' },
  { key: 'state', header: 'field.state', cell: (item) => <RegistrationStateBadge state={item.state} /> },
  { key: 'submittedAt', header: 'field.submittedAt', cell: (item) => shortDateTime(item.submittedAt) || '—' },
  { key: 'updatedAt', header: 'field.updatedAt', cell: (item) => shortDateTime(item.updatedAt) },
];

/** 使用登记查询: the unit's applications, paged and filtered by state, kind and date (kept in the URL). */
export function UseRegistrationQueryPage() {
  const t = useUseRegistrationText();
  const canApply = useUser().menuIds.includes(ACCESS.useRegistrationApply);
  const { list, result } = useListQuery(USE_REGISTRATION_LIST, tsr.useRegistrations.list, useRegistrationKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'query')}
      testIdStem="use-record"
      testId="use-record-query"
      titleActions={canApply && <NewRecordButton to={pathToUseRegistrationApply()} label={t('query.new')} />}
      columns={COLUMNS}
      actions={(item) => (
        <>
          <RowLink to={pathToUseRegistration(item.id)}>{t('common.view')}</RowLink>
          {canApply && EDITABLE_USE_REGISTRATION_STATES.includes(item.state as UseRegistrationState) && (
            <RowLink to={pathToUseRegistrationApply(item.id)}>{t('detail.modify')}</RowLink>
          )}
        </>
      )}
    />
  );
}
