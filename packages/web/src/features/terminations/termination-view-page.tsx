import { skipToken } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { QueryView } from '../../ui/query-states';
import { TerminationDetailView } from './termination-detail';
import { useRecordTagTitle } from '../../lib/page-tag';

/** 停用报废注销申请详情 for the unit. */
export function TerminationViewPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = tsr.terminations.get.useQuery({ queryKey: ['terminations', 'get', id], queryData: id ? { params: { id } } : skipToken, meta: { silent: true } });
  useRecordTagTitle(query.data?.body.applicationNo);
  return <QueryView query={query}>{() => query.data && <TerminationDetailView detail={query.data.body} editable />}</QueryView>;
}
