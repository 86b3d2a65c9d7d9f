import { makeEntry, recordError } from '../errors/error-store';
import { problemText } from './problem-text';

/** Bytes received so far; `percent` only when the total is known. */
export type DownloadProgress = { received: number; total: number | null; percent: number | null };

export type DownloadResult = { blob: Blob; fileName: string | null };

/** A refused download: the problem's detail when the answer carried one. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

function decodeExtValue(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded-octets
  const match = /^([\w!#$&+.^`|~-]+)'[^']*'(.*)$/.exec(value.trim().replace(/^"(.*)"$/, '$1'));
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null;
  }
  return null;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  return trimmed.slice(1, trimmed.endsWith('"') ? -1 : undefined).replace(/\\(.)/g, '$1');
}

/** Splits on `;` outside quoted strings. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const [, name = '', value = ''] = match;
    const key = name.toLowerCase();
    if (!params.has(key)) params.set(key, value);
  }
  return params;
}

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, how a Chinese name
 * travels) wins over the plain `filename`; path parts are dropped.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const plain = params.get('filename');
  const name = (extended !== undefined ? decodeExtValue(extended) : null) ?? (plain !== undefined ? unquote(plain) : null);
  if (!name) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/** Progress from the bytes read and the Content-Length (null or 0 when unknown). */
export function exportProgress(received: number, total: number | null): DownloadProgress {
  if (!total || total <= 0) return { received, total: null, percent: null };
  return { received, total, percent: Math.min(100, Math.floor((received / total) * 100)) };
}

export function contentLengthOf(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

async function refusal(response: Response, fallback: string): Promise<DownloadError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return new DownloadError(response.status, problemText({ status: response.status, body }, fallback));
}

/**
 * Reads `response` chunk by chunk so the caller can show progress, and collects it into a Blob.
 * Refused answers become a DownloadError with the problem's detail.
 */
export async function readDownload(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
  fallbackError: string,
): Promise<DownloadResult> {
  if (!response.ok) throw await refusal(response, fallbackError);
  const total = contentLengthOf(response.headers);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(exportProgress(0, total));
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(exportProgress(received, total));
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    received = buffer.byteLength;
    onProgress(exportProgress(received, total));
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** GETs `url` with the session cookie; failures are logged like every other failed call. */
export async function downloadFile(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  fallbackError: string,
  signal?: AbortSignal,
): Promise<DownloadResult> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null });
    return await readDownload(response, onProgress, fallbackError);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const status = error instanceof DownloadError ? error.status : 0;
    const reason = error instanceof Error ? error.message : String(error);
    if (status !== 401) recordError(makeEntry('ajax', status, `GET ${url} ${reason}`, url));
    throw error instanceof DownloadError ? error : new DownloadError(0, fallbackError);
  }
}

/** Hands the file to the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
