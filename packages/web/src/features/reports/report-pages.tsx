import { Button, HStack, Link } from '@chakra-ui/react';
import {
  contract,
  findCategory,
  INSPECTION_KINDS,
  labelOf,
  type Report,
  type ReportType,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { downloadFile, saveBlob } from '../../lib/download';
import { shortDateTime } from '../../lib/dates';
import { useDownloadFailure } from '../../lib/use-download-failure';
import { ConclusionBadge } from '../../ui/badges';
import { ListPage, listQueryOptions, useListState, type ColumnDef } from '../../ui/list-page';
import { IN_PROCESS_LIST, REPORT_LIST } from './list-params';
import { useReportsText, type ReportsTextKey } from './messages';

export function reportFileUrl(id: string, type: ReportType): string {
  return contract.reports.download.path.replace(':id', encodeURIComponent(id)).replace(':reportType', type);
}

/** The report's files as buttons; each downloads the PDF under the Chinese name the server gives. */
function ReportFiles({ report }: { report: Report }) {
  const t = useReportsText();
  const [busy, setBusy] = useState<ReportType | null>(null);
  const onFailure = useDownloadFailure(t('download.failed'));
  const download = async (type: ReportType) => {
    setBusy(type);
    try {
      const file = await downloadFile(reportFileUrl(report.id, type), () => undefined, t('download.failed'));
      saveBlob(file.blob, file.fileName ?? `${t(`file.${type}`)}_${report.reportNo}.pdf`);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="1" wrap="nowrap">
      {report.fileTypes.map((type) => (
        <Button
          key={type}
          size="xs"
          variant="outline"
          colorPalette={type === 'YJTZS' ? 'red' : 'blue'}
          loading={busy === type}
          onClick={() => void download(type)}
          data-testid={`report-file-${type}`}
        >
          {t(`file.${type}`)}
        </Button>
      ))}
    </HStack>
  );
}

const REPORT_COLUMNS: readonly ColumnDef<Report, ReportsTextKey>[] = [
  { key: 'reportNo', header: 'field.reportNo', sortKey: 'reportNo', mono: true, cell: (item) => item.reportNo },
  { key: 'equipmentName', header: 'field.equipmentName', sortKey: 'equipmentName', cell: (item) => item.equipmentName, wrap: true, minW: '32' },
  { key: 'registerCode', header: 'field.registerCode', sortKey: 'registerCode', mono: true, cell: (item) => item.registerCode || '—' },
  { key: 'category', header: 'field.category', sortKey: 'categoryCode', cell: (item) => findCategory(item.categoryCode)?.name ?? item.categoryCode },
  { key: 'kind', header: 'field.kind', cell: (item) => labelOf(INSPECTION_KINDS, item.kind) },
  { key: 'checkDate', header: 'field.checkDate', sortKey: 'checkDate', cell: (item) => item.checkDate },
  { key: 'conclusion', header: 'field.conclusion', sortKey: 'conclusion', cell: (item) => <ConclusionBadge conclusion={item.conclusion} /> },
  { key: 'nextCheckDate', header: 'field.nextCheckDate', sortKey: 'nextCheckDate', cell: (item) => item.nextCheckDate ?? '—' },
];

/** 报告领取与下载 (/company-service/report-query): the unit's issued reports and their files. */
export function ReportQueryPage() {
  const t = useReportsText();
  const list = useListState(REPORT_LIST);
  const result = tsr.reports.list.useQuery(listQueryOptions(['reports', 'list'], list));
  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t('query.title')}
      testId="report-query"
      filtersTestId="report-filters"
      totalText={(total) => t('query.total', { total })}
      columns={REPORT_COLUMNS}
      tableTestId="report-table"
      // The files sit in the pinned actions column, which is sized to its content.
      actions={(item) => (
        <HStack gap="2" wrap="nowrap">
          <ReportFiles report={item} />
          <Link asChild color="blue.600" whiteSpace="nowrap">
            <RouterLink to={`/company-service/reissue-apply?reportNo=${encodeURIComponent(item.reportNo)}`}>{t('reissue.apply')}</RouterLink>
          </Link>
        </HStack>
      )}
    />
  );
}

type InProcess = { id: string; applicationId: string; applicationNo: string; kind: Report['kind']; equipmentName: string; registerCode: string; state: string; stateLabel: string; updatedAt: string };

const FLOWING_COLUMNS: readonly ColumnDef<InProcess, ReportsTextKey>[] = [
  {
    key: 'applicationNo',
    header: 'field.applicationNo',
    mono: true,
    cell: (item) => (
      <Link asChild color="blue.600">
        <RouterLink to={`/company-service/online-apply-detail?id=${encodeURIComponent(item.applicationId)}`}>{item.applicationNo}</RouterLink>
      </Link>
    ),
  },
  { key: 'kind', header: 'field.kind', cell: (item) => labelOf(INSPECTION_KINDS, item.kind) },
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
    ...listQueryOptions(['reports', 'inProcess'], list),
    // The list kit keys rows by `id`; a row here is an application.
    select: (data) => ({ ...data, body: { ...data.body, items: data.body.items.map((item) => ({ ...item, id: item.applicationId })) } }),
  });
  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t('flowing.title')}
      testId="report-flowing"
      filtersTestId="report-flowing-filters"
      totalText={(total) => t('flowing.total', { total })}
      columns={FLOWING_COLUMNS}
      tableTestId="report-flowing-table"
    />
  );
}
