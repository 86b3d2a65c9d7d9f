import { useSearchParams } from 'react-router-dom';
import { useTermination } from '../../api/queries/terminations';
import { QueryView } from '../../ui/query-states';
import { TerminationDetailView } from './termination-detail';
import { useRecordTagTitle } from '../../lib/page-tag';

/** 停用报废注销申请详情 for the unit. */
export function TerminationViewPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useTermination(id);
  useRecordTagTitle(query.data?.body.applicationNo);
  return <QueryView query={query}>{() => query.data && <TerminationDetailView detail={query.data.body} editable />}</QueryView>;
}
