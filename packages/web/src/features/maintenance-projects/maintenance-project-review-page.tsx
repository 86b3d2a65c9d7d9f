import { tsr } from '../../api/client';
import { maintenanceProjectKeys, useMaintenanceProjectReview } from '../../api/queries/maintenance-projects';
import { serviceApplicationReviewPage } from '../../ui/service-application';
import { MaintenanceProjectDetailView } from './maintenance-project-detail';
import { useMaintenanceProjectText } from './messages';

/** 维保项目审核: the institute reads a submitted application and approves or returns it. */
export const MaintenanceProjectReviewPage = serviceApplicationReviewPage({
  useText: useMaintenanceProjectText,
  useReview: useMaintenanceProjectReview,
  useDecide: () => tsr.maintenanceProjects.decide.useMutation({ meta: { silent: true } }),
  invalidates: maintenanceProjectKeys.all,
  detail: (detail) => <MaintenanceProjectDetailView detail={detail} editable={false} />,
});
