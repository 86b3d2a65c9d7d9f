import { contract, FAULT_CAUSES, type RescueRegistration, type ZRescueQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { rescueRegistrationKeys } from '../../api/queries/rescue-registrations';
import { shortDateTime } from '../../lib/dates';
import { routePath } from '../../routes/path-of';
import { defineList, listFrame, type ColumnDef, type FilterDef, listExport, useListQuery } from '../../ui/list-page';
import { RegistrationList } from '../../ui/service-application';
import { ArrivalBadge } from './arrival-badge';
import { RESCUE_KIND } from './rescue-kind';
import { useRescueRegistrationText, type RescueRegistrationTextKey } from './messages';
import { ValueLabel } from '../../ui/value-label';

type RescueQuery = z.input<typeof ZRescueQuerySchema>;
type FilterKey = 'keyword' | 'late' | 'dateFrom' | 'dateTo';

const LATE_OPTIONS = [
  { code: 'true', label: '超过30分钟', en: 'Over 30 minutes' },
  { code: 'false', label: '30分钟内', en: 'Within 30 minutes' },
] as const;

const FILTERS: readonly FilterDef<FilterKey, RescueRegistrationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'late', label: 'list.late', options: LATE_OPTIONS },
  { kind: 'dateRange', from: 'dateFrom', to: 'dateTo', label: 'list.alarmDate' },
];

export const RESCUE_LIST = defineList<RescueQuery, FilterKey, RescueRegistrationTextKey>({ filters: FILTERS, sort: 'alarmAt:desc' });

const COLUMNS: readonly ColumnDef<RescueRegistration, RescueRegistrationTextKey>[] = [
  { key: 'alarmAt', header: 'field.alarmAt', cell: (item) => shortDateTime(item.alarmAt), sortKey: 'alarmAt' },
  { key: 'registerCode', header: 'field.registerCode', cell: (item) => item.registerCode, mono: true, sortKey: 'registerCode' },
  { key: 'equipmentName', header: 'field.equipmentName', cell: (item) => item.equipmentName, wrap: true },
  { key: 'place', header: 'field.place', cell: (item) => item.place, wrap: true, minW: '40' },
  { key: 'trappedCount', header: 'field.trappedCount', cell: (item) => item.trappedCount, sortKey: 'trappedCount', align: 'end' },
  { key: 'arrivedAt', header: 'field.arrivedAt', cell: (item) => shortDateTime(item.arrivedAt) || '—', sortKey: 'arrivedAt' },
  { key: 'arrivalMinutes', header: 'field.arrivalMinutes', cell: (item) => <ArrivalBadge rescue={item} /> },
  { key: 'releasedAt', header: 'field.releasedAt', cell: (item) => shortDateTime(item.releasedAt) || '—' },
  { key: 'faultCause', header: 'field.faultCause', cell: (item) => (item.faultCause ? <ValueLabel list={FAULT_CAUSES} code={item.faultCause} /> : '—') },
];

/** The Excel export of the whole filtered list in the list's order: its filters, no paging. */
/** The list's values the export takes (its filters and order, no paging). */
const EXPORT_KEYS = ['keyword', 'late', 'dateFrom', 'dateTo', 'sort'] as const;

/** 救援及故障登记 (困人救援): the unit's entrapments, late arrivals flagged, paged and filtered in the URL. */
export function RescueListPage() {
  const t = useRescueRegistrationText();
  const { list, result } = useListQuery(RESCUE_LIST, tsr.rescueRegistrations.list, rescueRegistrationKeys.list);
  return (
    <RegistrationList
      kind={RESCUE_KIND}
      {...listFrame(list, result, t)}
      columns={COLUMNS}
      other={{ path: routePath('fault-registration-list'), label: t('tab.fault') }}
      exportAction={listExport(contract.rescueRegistrations.export.path, list.query, EXPORT_KEYS, t('list.title'))}
    />
  );
}
