import { contract } from '@portal/contract';
import { useState } from 'react';
import { downloadFile, saveBlob } from './download';
import { useDownloadFailure } from './use-download-failure';
import { useI18n } from '../i18n/i18n';

export function attachmentContentUrl(id: string): string {
  return contract.attachments.download.path.replace(':id', encodeURIComponent(id));
}

/**
 * Downloads an attachment under its stored name; `busy` is the id in flight. `contentUrl` names
 * another route for a file a record serves itself (a thread's files, docs/interactions.md).
 */
export function useAttachmentDownload(contentUrl: (id: string) => string = attachmentContentUrl) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);
  const onFailure = useDownloadFailure(t('common.serverError'));
  const download = async (id: string, fallbackName: string) => {
    setBusy(id);
    try {
      const result = await downloadFile(contentUrl(id), () => undefined, t('common.serverError'));
      saveBlob(result.blob, result.fileName ?? fallbackName);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
