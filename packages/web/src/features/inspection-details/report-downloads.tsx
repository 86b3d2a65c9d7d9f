import { Text } from '@chakra-ui/react';
import { ACCESS } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { reportKeys } from '../../api/queries/reports';
import { useUser } from '../../session/session-state';
import { ReportFileButtons } from '../../ui/report-files';
import { useInspectionDetailsText } from './messages';

/**
 * The files of the unit's issued report of this number, looked up in report-query (`reportNo` filter,
 * which matches part of a number, so the exact one is picked). Nothing is asked without `report:view`
 * or a number, and an unissued or unknown number shows a dash.
 */
export function ReportDownloads({ reportNo }: { reportNo: string | null | undefined }) {
  const t = useInspectionDetailsText();
  const canView = useUser().menuIds.includes(ACCESS.reportView);
  const wanted = canView && reportNo ? reportNo : '';
  const query = { reportNo: wanted, pageSize: 20 };
  const found = tsr.reports.list.useQuery({
    queryKey: reportKeys.list(query),
    queryData: wanted ? { query } : skipToken,
    meta: { silent: true },
  });
  const report = found.data?.body.items.find((item) => item.reportNo === wanted);
  if (!report) return <Text as="span">{t('report.none')}</Text>;
  return <ReportFileButtons report={report} label={(type) => t(`file.${type}`)} failedText={t('download.failed')} />;
}
