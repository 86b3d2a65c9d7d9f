import { useMaintenanceProject } from '../../api/queries/maintenance-projects';
import { ServiceApplicationView, useApplicationTarget } from '../../ui/service-application';
import { MaintenanceProjectDetailView } from './maintenance-project-detail';

/** 维保项目申请详情 for the unit. */
export function MaintenanceProjectViewPage() {
  const { id } = useApplicationTarget();
  const query = useMaintenanceProject(id);
  return <ServiceApplicationView query={query}>{(detail) => <MaintenanceProjectDetailView detail={detail} editable />}</ServiceApplicationView>;
}
