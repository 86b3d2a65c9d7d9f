import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuDownload, LuX } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { downloadFile, formatBytes, saveBlob, type DownloadProgress } from '../../lib/download';
import { useDownloadFailure } from '../../lib/use-download-failure';
import { notify } from '../toaster';

/**
 * The export address of a list: `path` with the list's current values of `keys` (filters and sort,
 * never the page), left out when empty.
 */
export function exportUrl(path: string, query: Record<string, unknown>, keys: readonly string[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type ExportActionProps = {
  /** The export of the whole filtered list (the list's filters, no paging). */
  url: string;
  /** The file name when the server gives none. */
  fallbackName: string;
  disabled?: boolean;
};

/** The Excel export of a list at `path` with its values of `keys`, saved as "<title>.xlsx" when the server names no file. */
export function listExport(path: string, query: Record<string, unknown>, keys: readonly string[], title: string): ExportActionProps {
  return { url: exportUrl(path, query, keys), fallbackName: `${title}.xlsx` };
}

/**
 * Downloads the whole filtered list as Excel, reading the stream to show how much has arrived
 * (with a percentage when the size is known), and saves it under the name the server gives
 * (Content-Disposition). It can be cancelled while it runs.
 */
export function ExportAction({ url, fallbackName, disabled }: ExportActionProps) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onFailure = useDownloadFailure(t('common.serverError'));

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ received: 0, total: null, percent: null });
    try {
      const result = await downloadFile(url, setProgress, t('common.serverError'), abort.signal);
      saveBlob(result.blob, result.fileName ?? fallbackName);
      notify('success', t('list.exportDone', { name: result.fileName ?? fallbackName }));
    } catch (error) {
      onFailure(error);
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button size="sm" variant="outline" colorPalette="green" onClick={() => void start()} disabled={disabled} data-testid="export-button">
        <LuDownload /> {t('list.export')}
      </Button>
    );
  }
  return (
    <HStack gap="2" minW="64" data-testid="export-progress">
      <Box flex="1">
        <Text fontSize="xs" color="gray.600" mb="1">
          {progress.percent === null
            ? t('list.exportReceived', { size: formatBytes(progress.received) })
            : t('list.exportPercent', { size: formatBytes(progress.received), percent: progress.percent })}
        </Text>
        <Progress.Root size="xs" value={progress.percent} colorPalette="green" aria-label={t('list.export')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
      <Button size="xs" variant="ghost" onClick={() => controller.current?.abort()} aria-label={t('list.exportCancel')}>
        <LuX />
      </Button>
    </HStack>
  );
}
