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

/** An issued report's files as buttons; each downloads the PDF under the Chinese name the server gives. */
export function ReportFileButtons({ report, label, failedText }: { report: ReportFilesOf; label: (type: ReportType) => string; failedText: string }) {
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
          {label(type)}
        </Button>
      ))}
    </HStack>
  );
}
