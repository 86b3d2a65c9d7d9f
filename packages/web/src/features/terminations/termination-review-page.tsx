import { tsr } from '../../api/client';
import { terminationKeys, useTerminationReview } from '../../api/queries/terminations';
import { ServiceApplicationReview, useApplicationTarget } from '../../ui/service-application';
import { useTerminationText } from './messages';
import { TerminationDetailView } from './termination-detail';

/** 停用报废注销审核: the institute reads a submitted application and approves or returns it. */
export function TerminationReviewPage() {
  const t = useTerminationText();
  const { id } = useApplicationTarget();
  const query = useTerminationReview(id);
  const decide = tsr.terminations.decide.useMutation({ meta: { silent: true } });
  return (
    <ServiceApplicationReview
      text={t}
      query={query}
      decide={(body) => decide.mutateAsync({ params: { id }, body })}
      pending={decide.isPending}
      invalidates={terminationKeys.all}
    >
      {(detail) => <TerminationDetailView detail={detail} editable={false} />}
    </ServiceApplicationReview>
  );
}
