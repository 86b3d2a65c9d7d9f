import { useState } from 'react';
import { downloadFile, saveBlob } from '../../lib/download';
import { useDownloadFailure } from '../../lib/use-download-failure';

/** Downloads the pay certificate PDF of a paid application under the name the API gives it. */
export function useCertificateDownload(failureText: string) {
  const [busy, setBusy] = useState(false);
  const onFailure = useDownloadFailure(failureText);
  const download = async (applicationId: string, fallbackName: string) => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadFile(`/api/v1/inspection-applications/${encodeURIComponent(applicationId)}/pay-certificate`, () => undefined, failureText);
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
