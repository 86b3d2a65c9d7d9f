import { ZAttachmentSchema, type Attachment } from '@portal/contract';

export type UploadOutcome = { ok: true; attachment: Attachment } | { ok: false; status: number; detail: string | null };

/**
 * POSTs one file as multipart field `file`, reporting the share sent (0–1). XMLHttpRequest, because
 * fetch cannot report upload progress. `status` 0 is no answer at all (the network is down).
 */
export function uploadWithProgress(url: string, file: File, onProgress: (share: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const attachment = ZAttachmentSchema.safeParse(body);
      if (request.status === 201 && attachment.success) {
        resolve({ ok: true, attachment: attachment.data });
        return;
      }
      const detail = typeof (body as { detail?: unknown } | null)?.detail === 'string' ? (body as { detail: string }).detail : null;
      resolve({ ok: false, status: request.status, detail });
    };
    request.onerror = () => resolve({ ok: false, status: 0, detail: null });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
