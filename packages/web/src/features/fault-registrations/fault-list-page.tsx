import { Badge } from '@chakra-ui/react';
import { contract, FAULT_CAUSES, type FaultRegistration, type ZRegistrationQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { faultRegistrationKeys } from '../../api/queries/fault-registrations';
import { shortDateTime } from '../../lib/dates';
import { routePath } from '../../routes/path-of';
import { RegistrationList } from '../../ui/service-application';
import { FAULT_KIND } from './fault-kind';
import { defineList, listFrame, type ColumnDef, type FilterDef, listExport, useListQuery } from '../../ui/list-page';
import { useFaultRegistrationText, type FaultRegistrationTextKey } from './messages';
import { ValueLabel } from '../../ui/value-label';

type FaultQuery = z.input<typeof ZRegistrationQuerySchema>;
type FilterKey = 'keyword' | 'dateFrom' | 'dateTo';

const FILTERS: readonly FilterDef<FilterKey, FaultRegistrationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'dateRange', from: 'dateFrom', to: 'dateTo', label: 'list.faultDate' },
];

const FAULT_LIST = defineList<FaultQuery, FilterKey, FaultRegistrationTextKey>({ filters: FILTERS, sort: 'faultAt:desc' });

function StateBadge({ fault }: { fault: FaultRegistration }) {
  const t = useFaultRegistrationText();
  return fault.recoveredAt ? <Badge colorPalette="green">{t('state.recovered')}</Badge> : <Badge colorPalette="orange">{t('state.open')}</Badge>;
}

const COLUMNS: readonly ColumnDef<FaultRegistration, FaultRegistrationTextKey>[] = [
  { key: 'faultAt', header: 'field.faultAt', cell: (item) => shortDateTime(item.faultAt), sortKey: 'faultAt' },
  { key: 'registerCode', header: 'field.registerCode', cell: (item) => item.registerCode, mono: true, sortKey: 'registerCode' },
  { key: 'equipmentName', header: 'field.equipmentName', cell: (item) => item.equipmentName, wrap: true },
  { key: 'place', header: 'field.place', cell: (item) => item.place, wrap: true, minW: '40' },
  { key: 'faultCause', header: 'field.faultCause', cell: (item) => (item.faultCause ? <ValueLabel list={FAULT_CAUSES} code={item.faultCause} /> : '—') },
  { key: 'recoveredAt', header: 'field.recoveredAt', cell: (item) => shortDateTime(item.recoveredAt) || '—', sortKey: 'recoveredAt' },
  { key: 'state', header: 'view.state', cell: (item) => <StateBadge fault={item} /> },
];

/** The Excel export of the whole filtered list in the list's order: its filters, no paging. */
/** The list's values the export takes (its filters and order, no paging). */
const EXPORT_KEYS = ['keyword', 'dateFrom', 'dateTo', 'sort'] as const;

/** 电梯故障登记: the unit's elevator faults, paged and filtered in the URL. */
export function FaultListPage() {
  const t = useFaultRegistrationText();
  const { list, result } = useListQuery(FAULT_LIST, tsr.faultRegistrations.list, faultRegistrationKeys.list);
  return (
    <RegistrationList
      kind={FAULT_KIND}
      {...listFrame(list, result, t)}
      columns={COLUMNS}
      other={{ path: routePath('fault-registration-detail'), label: t('tab.rescue') }}
      exportAction={listExport(contract.faultRegistrations.export.path, list.query, EXPORT_KEYS, t('list.title'))}
    />
  );
}
