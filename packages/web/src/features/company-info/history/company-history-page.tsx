import { REVIEW_STATES, UNIT_CHANGE_FIELDS, type UnitChange, type UnitChangeQuery } from '@portal/contract';
import { tsr } from '../../../api/client';
import { unitKeys } from '../../../api/queries/unit';
import { shortDateTime } from '../../../lib/dates';
import { ReviewStateBadge } from '../../../ui/badges';
import { defineList, listFrame, ListPage, useListQuery, type ColumnDef, type FilterDef } from '../../../ui/list-page';
import { useCompanyInfoText, type CompanyInfoTextKey } from '../messages';
import { ValueLabel } from '../../../ui/value-label';

type ChangeFilterKey = 'state' | 'appliedFrom' | 'appliedTo';

const FILTERS: readonly FilterDef<ChangeFilterKey, CompanyInfoTextKey>[] = [
  { kind: 'option', key: 'state', label: 'history.state', options: REVIEW_STATES },
  { kind: 'dateRange', from: 'appliedFrom', to: 'appliedTo', label: 'history.applied' },
];

/** Newest first, as the platform keeps them. */
export const UNIT_CHANGE_LIST = defineList<UnitChangeQuery, ChangeFilterKey, CompanyInfoTextKey>({ filters: FILTERS });

const COLUMNS: readonly ColumnDef<UnitChange, CompanyInfoTextKey>[] = [
  { key: 'fieldLabel', header: 'history.field', cell: (item) => <ValueLabel list={UNIT_CHANGE_FIELDS} code={item.field} fallback={item.fieldLabel} /> },
  { key: 'oldValue', header: 'history.oldValue', cell: (item) => item.oldValue || '—', wrap: true, minW: '40' },
  { key: 'newValue', header: 'history.newValue', cell: (item) => item.newValue || '—', wrap: true, minW: '40' },
  { key: 'reason', header: 'history.reason', cell: (item) => item.reason || '—', wrap: true },
  { key: 'appliedAt', header: 'history.appliedAt', cell: (item) => shortDateTime(item.appliedAt) },
  { key: 'applicant', header: 'history.applicant', cell: (item) => item.applicant ?? '—' },
  { key: 'state', header: 'history.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  { key: 'opinion', header: 'history.opinion', cell: (item) => item.opinion ?? '—', wrap: true },
];

/** 信息变更记录: every change of the unit's data, with its review state. */
export function CompanyHistoryPage() {
  const t = useCompanyInfoText();
  const { list, result } = useListQuery(UNIT_CHANGE_LIST, tsr.unit.changes, unitKeys.changes);
  return <ListPage {...listFrame(list, result, t, 'history')} testIdStem="company-history" columns={COLUMNS} />;
}
