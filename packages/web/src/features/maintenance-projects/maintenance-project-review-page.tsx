import { tsr } from '../../api/client';
import { maintenanceProjectKeys, useMaintenanceProjectReview } from '../../api/queries/maintenance-projects';
import { ServiceApplicationReview, useApplicationTarget } from '../../ui/service-application';
import { MaintenanceProjectDetailView } from './maintenance-project-detail';
import { useMaintenanceProjectText } from './messages';

/** 维保项目审核: the institute reads a submitted application and approves or returns it. */
export function MaintenanceProjectReviewPage() {
  const t = useMaintenanceProjectText();
  const { id } = useApplicationTarget();
  const query = useMaintenanceProjectReview(id);
  const decide = tsr.maintenanceProjects.decide.useMutation({ meta: { silent: true } });
  return (
    <ServiceApplicationReview
      text={t}
      query={query}
      decide={(body) => decide.mutateAsync({ params: { id }, body })}
      pending={decide.isPending}
      invalidates={maintenanceProjectKeys.all}
    >
      {(detail) => <MaintenanceProjectDetailView detail={detail} editable={false} />}
    </ServiceApplicationReview>
  );
}
