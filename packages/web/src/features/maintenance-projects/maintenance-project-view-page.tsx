import { useSearchParams } from 'react-router-dom';
import { useMaintenanceProject } from '../../api/queries/maintenance-projects';
import { QueryView } from '../../ui/query-states';
import { MaintenanceProjectDetailView } from './maintenance-project-detail';
import { useRecordTagTitle } from '../../lib/page-tag';

/** 维保项目申请详情 for the unit. */
export function MaintenanceProjectViewPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useMaintenanceProject(id);
  useRecordTagTitle(query.data?.body.applicationNo);
  return <QueryView query={query}>{() => query.data && <MaintenanceProjectDetailView detail={query.data.body} editable />}</QueryView>;
}
