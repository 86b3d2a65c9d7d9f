import { Button, Link } from '@chakra-ui/react';
import { REVIEW_STATES, MAINTENANCE_PROJECT_KINDS, type MaintenanceProject, type ZMaintenanceProjectQuerySchema } from '@portal/contract';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys } from '../../api/queries/maintenance-projects';
import { shortDateTime } from '../../lib/dates';
import { maintenanceProjectFormPath, maintenanceProjectReviewDetailPath, maintenanceProjectViewPath } from '../../routes/paths';
import { ReviewStateBadge } from '../../ui/badges';
import { defineList, ListPage, listQueryOptions, useListState, type ColumnDef, type FilterDef } from '../../ui/list-page';
import { useMaintenanceProjectText, type MaintenanceProjectTextKey } from './messages';
import { ValueLabel } from '../../ui/value-label';

type MaintenanceProjectQuery = z.input<typeof ZMaintenanceProjectQuerySchema>;
type FilterKey = 'keyword' | 'kind' | 'state' | 'noticeDateFrom' | 'noticeDateTo';

const FILTERS: readonly FilterDef<FilterKey, MaintenanceProjectTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'kind', label: 'field.kind', options: MAINTENANCE_PROJECT_KINDS },
  { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES },
  { kind: 'dateRange', from: 'noticeDateFrom', to: 'noticeDateTo', label: 'list.noticeDate' },
];

const MAINTENANCE_PROJECT_LIST = defineList<MaintenanceProjectQuery, FilterKey, MaintenanceProjectTextKey>({ filters: FILTERS, sort: '' });

const columns = (review: boolean): readonly ColumnDef<MaintenanceProject, MaintenanceProjectTextKey>[] => [
  {
    key: 'applicationNo',
    header: 'field.applicationNo',
    mono: true,
    sortKey: 'applicationNo',
    cell: (item) => (
      <Link asChild color="blue.600">
        <RouterLink to={review ? maintenanceProjectReviewDetailPath(item.id) : maintenanceProjectViewPath(item.id)}>{item.applicationNo}</RouterLink>
      </Link>
    ),
  },
  ...(review ? [{ key: 'unitName', header: 'field.unitName' as const, cell: (item: MaintenanceProject) => item.unitName ?? '—', wrap: true }] : []),
  { key: 'kind', header: 'field.kind', cell: (item) => <ValueLabel list={MAINTENANCE_PROJECT_KINDS} code={item.kind} />, sortKey: 'kind' },
  {
    key: 'equipment',
    header: 'field.equipment',
    wrap: true,
    minW: '48',
    cell: (item) => item.equipment.map((equipment) => `${equipment.equipmentName}（${equipment.registerCode || '—'}）`).join('、'),
  },
  { key: 'constructionUnit', header: 'field.constructionUnit', cell: (item) => item.constructionUnit, wrap: true },
  { key: 'noticeDate', header: 'field.noticeDate', cell: (item) => item.noticeDate ?? '—', sortKey: 'noticeDate' },
  { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} />, sortKey: 'state' },
  { key: 'appliedAt', header: 'field.appliedAt', cell: (item) => shortDateTime(item.appliedAt) || '—', sortKey: 'appliedAt' },
];

/** 维保项目申请: the unit's applications, or (`review`) every unit's for the institute. */
function MaintenanceProjectList({ review }: { review: boolean }) {
  const t = useMaintenanceProjectText();
  const list = useListState(MAINTENANCE_PROJECT_LIST);
  const unitList = tsr.maintenanceProjects.list.useQuery({ ...listQueryOptions(maintenanceProjectKeys.list, list), enabled: !review });
  const reviewList = tsr.maintenanceProjects.reviewList.useQuery({ ...listQueryOptions(maintenanceProjectKeys.reviewList, list), enabled: review });
  return (
    <ListPage
      list={list}
      result={review ? reviewList : unitList}
      text={t}
      title={t(review ? 'review.title' : 'list.title')}
      testId={review ? 'maintenance-review-list' : 'maintenance-project-list'}
      titleActions={
        !review && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={maintenanceProjectFormPath()}>
              <LuPlus /> {t('list.new')}
            </RouterLink>
          </Button>
        )
      }
      totalText={(total) => t(review ? 'review.total' : 'list.total', { total })}
      columns={columns(review)}
      tableTestId="maintenance-project-table"
      actions={(item) => (
        <>
          <Link asChild color="blue.600">
            <RouterLink to={review ? maintenanceProjectReviewDetailPath(item.id) : maintenanceProjectViewPath(item.id)}>{t('common.view')}</RouterLink>
          </Link>
          {!review && (item.state === 'draft' || item.state === 'returned') && (
            <Link asChild color="blue.600">
              <RouterLink to={maintenanceProjectFormPath(item.id)}>{t('common.edit')}</RouterLink>
            </Link>
          )}
        </>
      )}
    />
  );
}

export const MaintenanceProjectListPage = () => <MaintenanceProjectList review={false} />;
export const MaintenanceProjectReviewListPage = () => <MaintenanceProjectList review />;
