import { useTermination } from '../../api/queries/terminations';
import { ServiceApplicationView, useApplicationTarget } from '../../ui/service-application';
import { TerminationDetailView } from './termination-detail';

/** 停用报废注销申请详情 for the unit. */
export function TerminationViewPage() {
  const { id } = useApplicationTarget();
  const query = useTermination(id);
  return <ServiceApplicationView query={query}>{(detail) => <TerminationDetailView detail={detail} editable />}</ServiceApplicationView>;
}
