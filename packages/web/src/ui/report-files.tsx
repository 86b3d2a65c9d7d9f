import { Button, HStack } from '@chakra-ui/react';
import { contract, type ReportType } from '@portal/contract';
import { useState } from 'react';
import { downloadFile, saveBlob } from '../lib/download';
import { useDownloadFailure } from '../lib/use-download-failure';

/** The address of one PDF of an issued report (`GET /api/v1/reports/:id/files/:reportType`). */
export function reportFileUrl(id: string, type: ReportType): string {
  return contract.reports.download.path.replace(':id', encodeURIComponent(id)).replace(':reportType', type);
}

export type ReportFilesOf = { id: string; reportNo: string; fileTypes: readonly ReportType[] };

type ReportFileButtonsProps = {
  report: ReportFilesOf;
  label: (type: ReportType) => string;
  failedText: string;
  /**
   * In a list's 操作 column: plain words like the row's other actions, not outlined buttons, so
   * the pinned column stays narrow enough for the list to fit at 1440 px.
   */
  inRow?: boolean;
};

/** An issued report's files as buttons; each downloads the PDF under the Chinese name the server gives. */
export function ReportFileButtons({ report, label, failedText, inRow = false }: ReportFileButtonsProps) {
  const [busy, setBusy] = useState<ReportType | null>(null);
  const onFailure = useDownloadFailure(failedText);
  const download = async (type: ReportType) => {
    setBusy(type);
    try {
      const file = await downloadFile(reportFileUrl(report.id, type), () => undefined, failedText);
      saveBlob(file.blob, file.fileName ?? `${label(type)}_${report.reportNo}.pdf`);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap={inRow ? '3' : '1'} wrap="nowrap">
      {report.fileTypes.map((type) => (
        <Button
          key={type}
          size="xs"
          variant={inRow ? 'plain' : 'outline'}
          {...(inRow && { px: '0', h: 'auto', minW: '0', fontSize: 'sm', fontWeight: 'normal', color: 'colorPalette.600', _hover: { textDecoration: 'underline' } })}
          colorPalette={type === 'YJTZS' ? 'red' : 'blue'}
          loading={busy === type}
          onClick={() => void download(type)}
          data-testid={`report-file-${type}`}
        >
          {label(type)}
        </Button>
      ))}
    </HStack>
  );
}
