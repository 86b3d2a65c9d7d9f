import { tsr } from '../../api/client';
import { terminationKeys, useTerminationReview } from '../../api/queries/terminations';
import { serviceApplicationReviewPage } from '../../ui/service-application';
import { useTerminationText } from './messages';
import { TerminationDetailView } from './termination-detail';

/** 停用报废注销审核: the institute reads a submitted application and approves or returns it. */
export const TerminationReviewPage = serviceApplicationReviewPage({
  useText: useTerminationText,
  useReview: useTerminationReview,
  useDecide: () => tsr.terminations.decide.useMutation({ meta: { silent: true } }),
  invalidates: terminationKeys.all,
  detail: (detail) => <TerminationDetailView detail={detail} editable={false} />,
});
