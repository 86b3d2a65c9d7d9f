import { REVIEW_STATES, TERMINATION_TYPES, type Termination, type ZTerminationQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { terminationKeys } from '../../api/queries/terminations';
import { defineList, listQueryOptions, useListState, type ColumnDef, type FilterDef } from '../../ui/list-page';
import { equipmentColumn, ServiceApplicationList, type ServiceApplicationKey } from '../../ui/service-application';
import { ValueLabel } from '../../ui/value-label';
import { useTerminationText, type TerminationTextKey } from './messages';
import { TERMINATION_KIND } from './termination-kind';

type TerminationQuery = z.input<typeof ZTerminationQuerySchema>;
type FilterKey = 'keyword' | 'type' | 'state';

const FILTERS: readonly FilterDef<FilterKey, TerminationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'type', label: 'field.type', options: TERMINATION_TYPES },
  { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES },
];

const TERMINATION_LIST = defineList<TerminationQuery, FilterKey, TerminationTextKey>({ filters: FILTERS, sort: '' });

const COLUMNS: readonly ColumnDef<Termination, TerminationTextKey | ServiceApplicationKey>[] = [
  { key: 'type', header: 'field.type', cell: (item) => <ValueLabel list={TERMINATION_TYPES} code={item.type} />, sortKey: 'type' },
  equipmentColumn<Termination>(),
  { key: 'handler', header: 'field.handler', cell: (item) => item.handler },
];

/** 停用报废注销申请: the unit's applications, or (`review`) every unit's for the institute. */
function TerminationList({ review }: { review: boolean }) {
  const t = useTerminationText();
  const list = useListState(TERMINATION_LIST);
  const unitList = tsr.terminations.list.useQuery({ ...listQueryOptions(terminationKeys.list, list), enabled: !review });
  const reviewList = tsr.terminations.reviewList.useQuery({ ...listQueryOptions(terminationKeys.reviewList, list), enabled: review });
  return <ServiceApplicationList kind={TERMINATION_KIND} review={review} list={list} result={review ? reviewList : unitList} text={t} columns={COLUMNS} />;
}

export const TerminationListPage = () => <TerminationList review={false} />;
export const TerminationReviewListPage = () => <TerminationList review />;
