import { Button, Link } from '@chakra-ui/react';
import { REVIEW_STATES, TERMINATION_TYPES, type Termination, type ZTerminationQuerySchema } from '@portal/contract';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { terminationKeys } from '../../api/queries/terminations';
import { shortDateTime } from '../../lib/dates';
import { terminationFormPath, terminationReviewDetailPath, terminationViewPath } from '../../routes/paths';
import { ReviewStateBadge } from '../../ui/badges';
import { defineList, ListPage, listQueryOptions, useListState, type ColumnDef, type FilterDef } from '../../ui/list-page';
import { useTerminationText, type TerminationTextKey } from './messages';
import { ValueLabel } from '../../ui/value-label';

type TerminationQuery = z.input<typeof ZTerminationQuerySchema>;
type FilterKey = 'keyword' | 'type' | 'state';

const FILTERS: readonly FilterDef<FilterKey, TerminationTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'type', label: 'field.type', options: TERMINATION_TYPES },
  { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES },
];

const TERMINATION_LIST = defineList<TerminationQuery, FilterKey, TerminationTextKey>({ filters: FILTERS, sort: '' });

const columns = (review: boolean): readonly ColumnDef<Termination, TerminationTextKey>[] => [
  {
    key: 'applicationNo',
    header: 'field.applicationNo',
    mono: true,
    sortKey: 'applicationNo',
    cell: (item) => (
      <Link asChild color="blue.600">
        <RouterLink to={review ? terminationReviewDetailPath(item.id) : terminationViewPath(item.id)}>{item.applicationNo}</RouterLink>
      </Link>
    ),
  },
  ...(review ? [{ key: 'unitName', header: 'field.unitName' as const, cell: (item: Termination) => item.unitName ?? '—', wrap: true }] : []),
  { key: 'type', header: 'field.type', cell: (item) => <ValueLabel list={TERMINATION_TYPES} code={item.type} />, sortKey: 'type' },
  {
    key: 'equipment',
    header: 'field.equipment',
    wrap: true,
    minW: '48',
    cell: (item) => item.equipment.map((equipment) => `${equipment.equipmentName}（${equipment.registerCode || '—'}）`).join('、'),
  },
  { key: 'handler', header: 'field.handler', cell: (item) => item.handler },
  { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} />, sortKey: 'state' },
  { key: 'appliedAt', header: 'field.appliedAt', cell: (item) => shortDateTime(item.appliedAt) || '—', sortKey: 'appliedAt' },
];

/** 停用报废注销申请: the unit's applications, or (`review`) every unit's for the institute. */
function TerminationList({ review }: { review: boolean }) {
  const t = useTerminationText();
  const list = useListState(TERMINATION_LIST);
  const unitList = tsr.terminations.list.useQuery({ ...listQueryOptions(terminationKeys.list, list), enabled: !review });
  const reviewList = tsr.terminations.reviewList.useQuery({ ...listQueryOptions(terminationKeys.reviewList, list), enabled: review });
  return (
    <ListPage
      list={list}
      result={review ? reviewList : unitList}
      text={t}
      title={t(review ? 'review.title' : 'list.title')}
      testId={review ? 'termination-review-list' : 'termination-list'}
      titleActions={
        !review && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={terminationFormPath()}>
              <LuPlus /> {t('list.new')}
            </RouterLink>
          </Button>
        )
      }
      totalText={(total) => t(review ? 'review.total' : 'list.total', { total })}
      columns={columns(review)}
      tableTestId="termination-table"
      actions={(item) => (
        <>
          <Link asChild color="blue.600">
            <RouterLink to={review ? terminationReviewDetailPath(item.id) : terminationViewPath(item.id)}>{t('common.view')}</RouterLink>
          </Link>
          {!review && (item.state === 'draft' || item.state === 'returned') && (
            <Link asChild color="blue.600">
              <RouterLink to={terminationFormPath(item.id)}>{t('common.edit')}</RouterLink>
            </Link>
          )}
        </>
      )}
    />
  );
}

export const TerminationListPage = () => <TerminationList review={false} />;
export const TerminationReviewListPage = () => <TerminationList review />;
