import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { terminationKeys, useTerminationReview } from '../../api/queries/terminations';
import { AuditDecisionForm } from '../../ui/audit-decision';
import { QueryView } from '../../ui/query-states';
import { serviceDecisionSchema } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import { useTerminationText } from './messages';
import { TerminationDetailView } from './termination-detail';
import { useRecordTagTitle } from '../../lib/page-tag';

/** 停用报废注销审核: the institute reads a submitted application and approves or returns it. */
export function TerminationReviewPage() {
  const t = useTerminationText();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useTerminationReview(id);
  useRecordTagTitle(query.data?.body.applicationNo);
  const decide = tsr.terminations.decide.useMutation({ meta: { silent: true } });
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        return (
          <>
            <TerminationDetailView detail={detail} editable={false} />
            {detail.state === 'submitted' && (
              <AuditDecisionForm
                schema={serviceDecisionSchema}
                pending={decide.isPending}
                decide={async (body) => {
                  await decide.mutateAsync({ params: { id }, body });
                  void client.invalidateQueries({ queryKey: terminationKeys.all });
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
