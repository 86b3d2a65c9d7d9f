import { Link } from '@chakra-ui/react';
import {
  ACCESS,
  contract,
  EDITABLE_INSPECTION_APPLICATION_STATES,
  INSPECTION_KINDS,
  type InspectionApplicationSummary,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { inspectionApplicationKeys } from '../../../api/queries/inspection-applications';
import { shortDateTime } from '../../../lib/dates';
import { useUser } from '../../../session/session-state';
import { listExport, listFrame, ListPage, NewRecordButton, RowLink, useListQuery, type ColumnDef } from '../../../ui/list-page';
import { INSPECTION_LANDING_PATH, pathToApplication, pathToEdit } from '../kinds';
import { useInspectionApplicationText, type InspectionApplicationTextKey } from '../messages';
import { InspectionApplicationStateBadge, PaymentStateBadge } from '../state-badge';
import { INSPECTION_APPLICATION_LIST } from './list-params';
import { ValueLabel, CategoryList } from '../../../ui/value-label';


export const APPLICATION_COLUMNS: readonly ColumnDef<InspectionApplicationSummary, InspectionApplicationTextKey>[] = [
  {
    key: 'applicationNo',
    header: 'field.applicationNo',
    sortKey: 'applicationNo',
    cell: (item) => (
      <Link asChild color="blue.600" fontFamily="mono">
        <RouterLink to={pathToApplication(item.id)}>{item.applicationNo}</RouterLink>
      </Link>
    ),
  },
  { key: 'kind', header: 'field.kind', sortKey: 'kind', cell: (item) => <ValueLabel list={INSPECTION_KINDS} code={item.kind} /> },
  { key: 'categoryCodes', header: 'field.categories', cell: (item) => (item.categoryCodes.length > 0 ? <CategoryList codes={item.categoryCodes} /> : '—'), wrap: true },
  { key: 'equipmentCount', header: 'field.equipmentCount', cell: (item) => item.equipmentCount },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <InspectionApplicationStateBadge state={item.state} /> },
  { key: 'paymentState', header: 'field.paymentState', cell: (item) => <PaymentStateBadge state={item.paymentState} /> },
  { key: 'fee', header: 'field.fee', sortKey: 'fee', cell: (item) => (item.fee === null ? '—' : item.fee.toFixed(2)) },
  { key: 'wishedDate', header: 'field.wishedDate', sortKey: 'wishedDate', cell: (item) => item.wishedDate ?? '—' },
  { key: 'submittedAt', header: 'field.submittedAt', sortKey: 'submittedAt', cell: (item) => shortDateTime(item.submittedAt) || '—' },
];

/** The Excel export of the whole filtered list: the list's filters, no paging. */
/** The list's values the export takes (its filters and order, no paging). */
const EXPORT_KEYS = ['keyword', 'kind', 'state', 'paymentState', 'submittedFrom', 'submittedTo'] as const;

/** 报检查询: the unit's applications, paged, filtered by kind, state, payment and date, sortable (state in the URL). */
export function InspectionApplicationQueryPage() {
  const t = useInspectionApplicationText();
  const canApply = useUser().menuIds.includes(ACCESS.inspectionApply);
  const { list, result } = useListQuery(INSPECTION_APPLICATION_LIST, tsr.inspectionApplications.list, inspectionApplicationKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'query')}
      testIdStem="inspection"
      testId="inspection-query"
      titleActions={canApply && <NewRecordButton to={INSPECTION_LANDING_PATH} label={t('query.new')} />}
      exportAction={listExport(contract.inspectionApplicationActions.export.path, list.query, EXPORT_KEYS, t('query.title'))}
      columns={APPLICATION_COLUMNS}
      actions={(item) => (
        <>
          <RowLink to={pathToApplication(item.id)}>{t('common.view')}</RowLink>
          {canApply && EDITABLE_INSPECTION_APPLICATION_STATES.includes(item.state) && (
            <RowLink to={pathToEdit(item.kind, item.id)}>{t('detail.edit')}</RowLink>
          )}
        </>
      )}
    />
  );
}
