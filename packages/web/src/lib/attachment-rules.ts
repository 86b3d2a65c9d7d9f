import { ATTACHMENT_MAX_BYTES } from '@portal/contract';

/**
 * What the portal takes as an attachment. The gateway and the platform refuse larger files;
 * checking first spares the user an upload that would fail at the end.
 */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES;

/** Scans, photos and office documents, the forms a registration's materials come in. */
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

export type AttachmentProblem =
  | { key: 'attachment.empty'; params: { name: string } }
  | { key: 'attachment.tooLarge'; params: { name: string; size: string; max: string } }
  | { key: 'attachment.badType'; params: { name: string; types: string } };

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a file cannot be uploaded, or null. The extension decides; a browser-reported type that
 * contradicts it is refused too (an empty type is accepted, some systems report none).
 */
export function checkAttachment(file: { name: string; size: number; type: string }): AttachmentProblem | null {
  const allowed = ATTACHMENT_TYPES[extensionOf(file.name)];
  const types = Object.keys(ATTACHMENT_TYPES).join('、');
  if (!allowed || (file.type !== '' && !allowed.includes(file.type))) {
    return { key: 'attachment.badType', params: { name: file.name, types } };
  }
  if (file.size === 0) return { key: 'attachment.empty', params: { name: file.name } };
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return {
      key: 'attachment.tooLarge',
      params: { name: file.name, size: megabytes(file.size), max: megabytes(MAX_ATTACHMENT_BYTES) },
    };
  }
  return null;
}
