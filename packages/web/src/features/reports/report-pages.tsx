import { HStack, Link } from '@chakra-ui/react';
import {
  INSPECTION_KINDS,
  type Report,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { reportKeys } from '../../api/queries/reports';
import { shortDateTime } from '../../lib/dates';
import { ConclusionBadge } from '../../ui/badges';
import { ReportFileButtons } from '../../ui/report-files';
import { linkColumn, listFrame, ListPage, listQueryOptions, useListState, useListQuery, type ColumnDef } from '../../ui/list-page';
import { IN_PROCESS_LIST, REPORT_LIST } from './list-params';
import { useReportsText, type ReportsTextKey } from './messages';
import { ValueLabel, CatalogueLabel } from '../../ui/value-label';
import { ReportNoWithVersion } from './report-version-badge';

export { reportFileUrl } from '../../ui/report-files';

/** The report's files as buttons (the kit's), named in this feature's words. */
function ReportFiles({ report }: { report: Report }) {
  const t = useReportsText();
  return <ReportFileButtons report={report} label={(type) => t(`file.${type}`)} failedText={t('download.failed')} inRow />;
}

const REPORT_COLUMNS: readonly ColumnDef<Report, ReportsTextKey>[] = [
  { key: 'reportNo', header: 'field.reportNo', sortKey: 'reportNo', mono: true, cell: (item) => <ReportNoWithVersion report={item} />, wrap: true },
  { key: 'equipmentName', header: 'field.equipmentName', sortKey: 'equipmentName', cell: (item) => item.equipmentName, wrap: true, minW: '32' },
  { key: 'registerCode', header: 'field.registerCode', sortKey: 'registerCode', mono: true, cell: (item) => item.registerCode || '—' },
  { key: 'category', header: 'field.category', sortKey: 'categoryCode', cell: (item) => <CatalogueLabel code={item.categoryCode} /> },
  { key: 'kind', header: 'field.kind', cell: (item) => <ValueLabel list={INSPECTION_KINDS} code={item.kind} /> },
  { key: 'checkDate', header: 'field.checkDate', sortKey: 'checkDate', cell: (item) => item.checkDate },
  { key: 'conclusion', header: 'field.conclusion', sortKey: 'conclusion', cell: (item) => <ConclusionBadge conclusion={item.conclusion} /> },
  { key: 'nextCheckDate', header: 'field.nextCheckDate', sortKey: 'nextCheckDate', cell: (item) => item.nextCheckDate ?? '—' },
];

/** 报告领取与下载 (/company-service/report-query): the unit's issued reports and their files. */
export function ReportQueryPage() {
  const t = useReportsText();
  const { list, result } = useListQuery(REPORT_LIST, tsr.reports.list, reportKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'query')}
      testIdStem="report"
      testId="report-query"
      columns={REPORT_COLUMNS}
      // The files sit in the pinned actions column, which is sized to its content.
      actions={(item) => (
        <HStack gap="3" wrap="nowrap">
          <ReportFiles report={item} />
          {/* A superseded report is re-issued no more: its successor is the one to ask about. */}
          {!item.supersededBy && (
          <Link asChild color="blue.600" whiteSpace="nowrap">
            <RouterLink to={`/company-service/reissue-apply?reportNo=${encodeURIComponent(item.reportNo)}`}>{t('reissue.apply')}</RouterLink>
          </Link>
          )}
        </HStack>
      )}
    />
  );
}

type InProcess = { id: string; applicationId: string; applicationNo: string; kind: Report['kind']; equipmentName: string; registerCode: string; state: string; stateLabel: string; updatedAt: string };

const FLOWING_COLUMNS: readonly ColumnDef<InProcess, ReportsTextKey>[] = [
  linkColumn({ key: 'applicationNo', header: 'field.applicationNo', mono: true, to: (item) => `/company-service/online-apply-detail?id=${encodeURIComponent(item.applicationId)}`, text: (item) => item.applicationNo }),
  { key: 'kind', header: 'field.kind', cell: (item) => <ValueLabel list={INSPECTION_KINDS} code={item.kind} /> },
  { key: 'equipmentName', header: 'field.equipmentName', cell: (item) => item.equipmentName, wrap: true, minW: '32' },
  { key: 'registerCode', header: 'field.registerCode', mono: true, cell: (item) => item.registerCode || '—' },
  { key: 'state', header: 'field.state', cell: (item) => item.stateLabel },
  { key: 'updatedAt', header: 'field.updatedAt', cell: (item) => shortDateTime(item.updatedAt) },
];

/** 流转中报告 (/company-service/report-query-flowing): applications whose report is not out yet, with their stage. */
export function ReportFlowingPage() {
  const t = useReportsText();
  const list = useListState(IN_PROCESS_LIST);
  const result = tsr.reports.inProcess.useQuery({
    ...listQueryOptions(reportKeys.inProcess, list),
    // The list kit keys rows by `id`; a row here is an application.
    select: (data) => ({ ...data, body: { ...data.body, items: data.body.items.map((item) => ({ ...item, id: item.applicationId })) } }),
  });
  return <ListPage {...listFrame(list, result, t, 'flowing')} testIdStem="report-flowing" columns={FLOWING_COLUMNS} />;
}
