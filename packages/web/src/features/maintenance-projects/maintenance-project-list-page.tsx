import { MAINTENANCE_PROJECT_KINDS, REVIEW_STATES, type MaintenanceProject, type ZMaintenanceProjectQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys } from '../../api/queries/maintenance-projects';
import { defineList, listQueryOptions, useListState, type ColumnDef, type FilterDef } from '../../ui/list-page';
import { equipmentColumn, ServiceApplicationList, type ServiceApplicationKey } from '../../ui/service-application';
import { ValueLabel } from '../../ui/value-label';
import { MAINTENANCE_PROJECT_KIND } from './maintenance-project-kind';
import { useMaintenanceProjectText, type MaintenanceProjectTextKey } from './messages';

type MaintenanceProjectQuery = z.input<typeof ZMaintenanceProjectQuerySchema>;
type FilterKey = 'keyword' | 'kind' | 'state' | 'noticeDateFrom' | 'noticeDateTo';

const FILTERS: readonly FilterDef<FilterKey, MaintenanceProjectTextKey>[] = [
  { kind: 'text', key: 'keyword', label: 'list.keyword', maxLength: 100 },
  { kind: 'option', key: 'kind', label: 'field.kind', options: MAINTENANCE_PROJECT_KINDS },
  { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES },
  { kind: 'dateRange', from: 'noticeDateFrom', to: 'noticeDateTo', label: 'list.noticeDate' },
];

const MAINTENANCE_PROJECT_LIST = defineList<MaintenanceProjectQuery, FilterKey, MaintenanceProjectTextKey>({ filters: FILTERS, sort: '' });

const COLUMNS: readonly ColumnDef<MaintenanceProject, MaintenanceProjectTextKey | ServiceApplicationKey>[] = [
  { key: 'kind', header: 'field.kind', cell: (item) => <ValueLabel list={MAINTENANCE_PROJECT_KINDS} code={item.kind} />, sortKey: 'kind' },
  equipmentColumn<MaintenanceProject>(),
  { key: 'constructionUnit', header: 'field.constructionUnit', cell: (item) => item.constructionUnit, wrap: true },
  { key: 'noticeDate', header: 'field.noticeDate', cell: (item) => item.noticeDate ?? '—', sortKey: 'noticeDate' },
];

/** 维保项目申请: the unit's applications, or (`review`) every unit's for the institute. */
function MaintenanceProjectList({ review }: { review: boolean }) {
  const t = useMaintenanceProjectText();
  const list = useListState(MAINTENANCE_PROJECT_LIST);
  const unitList = tsr.maintenanceProjects.list.useQuery({ ...listQueryOptions(maintenanceProjectKeys.list, list), enabled: !review });
  const reviewList = tsr.maintenanceProjects.reviewList.useQuery({ ...listQueryOptions(maintenanceProjectKeys.reviewList, list), enabled: review });
  return <ServiceApplicationList kind={MAINTENANCE_PROJECT_KIND} review={review} list={list} result={review ? reviewList : unitList} text={t} columns={COLUMNS} />;
}

export const MaintenanceProjectListPage = () => <MaintenanceProjectList review={false} />;
export const MaintenanceProjectReviewListPage = () => <MaintenanceProjectList review />;
