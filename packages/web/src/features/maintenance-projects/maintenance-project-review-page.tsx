import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys, useMaintenanceProjectReview } from '../../api/queries/maintenance-projects';
import { AuditDecisionForm } from '../../ui/audit-decision';
import { QueryView } from '../../ui/query-states';
import { serviceDecisionSchema } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import { useMaintenanceProjectText } from './messages';
import { MaintenanceProjectDetailView } from './maintenance-project-detail';
import { useRecordTagTitle } from '../../lib/page-tag';

/** 维保项目审核: the institute reads a submitted application and approves or returns it. */
export function MaintenanceProjectReviewPage() {
  const t = useMaintenanceProjectText();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useMaintenanceProjectReview(id);
  useRecordTagTitle(query.data?.body.applicationNo);
  const decide = tsr.maintenanceProjects.decide.useMutation({ meta: { silent: true } });
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        return (
          <>
            <MaintenanceProjectDetailView detail={detail} editable={false} />
            {detail.state === 'submitted' && (
              <AuditDecisionForm
                schema={serviceDecisionSchema}
                pending={decide.isPending}
                decide={async (body) => {
                  await decide.mutateAsync({ params: { id }, body });
                  void client.invalidateQueries({ queryKey: maintenanceProjectKeys.all });
                  notify('success', t('common.saved'));
                }}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}
