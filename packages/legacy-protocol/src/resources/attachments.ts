import { z } from 'zod/v4';
import { wireRecord, ZWireCount, ZWireDateTime, ZWireOptionalNumber, ZWireOptionalText, ZWireText } from '../wire-values';
import { WIRE_SERVICE_MODULES } from './service-kinds';

/**
 * Attachments live in the institute's common module, which answers `success` + `errmsg` with the
 * payload under `data`. Upload is `multipart/form-data`; download answers the file itself, or the
 * usual JSON failure when it cannot.
 */
export const ATTACHMENT_WIRE_PATHS = {
  upload: '/a/stone/common/attachment/upload',
  list: '/a/stone/common/attachment/list',
  download: '/a/stone/common/attachment/download',
  delete: '/a/stone/common/attachment/delete',
} as const;

/** Parameter names: the platform's query keys `attsysid` (the attachment) and `attrefsysid` (its record). */
export const ATTACHMENT_PARAMS = {
  file: 'file',
  id: 'attsysid',
  refId: 'attrefsysid',
  bizType: 'bizType',
} as const;

/** What an attachment belongs to, named after the platform module of the record. */
export const WIRE_ATTACHMENT_BIZ_TYPES = [
  'accountApply',
  'passwordResetApply',
  'unitChange',
  'eqm',
  'epPemUseregistApply',
  'appOnline',
  'operator',
  'eqmBcwBasic',
  ...WIRE_SERVICE_MODULES,
  'interact',
  'reissueApply',
  'declaration',
  'appOnlineRectify',
] as const;
export type WireAttachmentBizType = (typeof WIRE_ATTACHMENT_BIZ_TYPES)[number];
export const ZWireAttachmentBizType = z.enum(WIRE_ATTACHMENT_BIZ_TYPES);

/**
 * One attachment as upload and list answer it: the id (the download link), the size and the
 * entity's createDate are certain; a missing name or type is the gateway's to fill in.
 */
export const ZWireAttachment = wireRecord({
  attsysid: ZWireText,
  fileName: ZWireOptionalText,
  contentType: ZWireOptionalText,
  fileSize: ZWireCount,
  bizType: ZWireOptionalText,
  attrefsysid: ZWireOptionalText,
  createDate: ZWireDateTime,
  /** Which material of an inspection application the file is (the contract's material code). */
  materialType: ZWireOptionalText,
});
export type WireAttachment = z.infer<typeof ZWireAttachment>;

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The platform's words for a refused upload; the gateway says the same before forwarding. */
export const ATTACHMENT_MESSAGES = {
  tooLarge: '文件大小不能超过 10MB',
  badType: '仅支持 PDF、图片、Word、Excel 文件',
  empty: '上传的文件不能为空',
  missing: '请选择要上传的文件',
  notFound: '附件不存在或无权查看',
  locked: '申请已提交，附件不能再增删',
  refForeign: '关联的业务记录不存在或不属于本单位',
  bizType: '附件的业务类型不正确',
} as const;

/** The platform's storage bounds refusing an upload (its bounds on a record's, a unit's and unlinked files). */
export const ATTACHMENT_STORAGE_MESSAGES = {
  recordFull: '该业务记录的附件已达上限（30 个或 100 MB），请删除不需要的附件后再上传',
  unitFull: '本单位的附件存储空间已满，请删除不需要的附件后再上传，或联系检验机构',
  unlinkedFull: '未关联业务记录的附件过多，请先保存业务记录或删除不需要的附件后再上传',
} as const;

/** An upload's answer besides the file: what its record has left (absent for a file not yet linked). */
export const ZWireAttachmentRoom = wireRecord({ roomFiles: ZWireOptionalNumber, roomBytes: ZWireOptionalNumber });

type Signature = 'pdf' | 'jpeg' | 'png' | 'ole' | 'zip';

const SIGNATURES: Record<Signature, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // Word 97-2003 and Excel 97-2003 are OLE2 compound files; docx and xlsx are ZIP packages.
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  zip: [0x50, 0x4b, 0x03, 0x04],
};

/** Allowed extensions, the signature their first bytes must carry, and the type they are served with. */
export const ATTACHMENT_TYPES: Readonly<Record<string, { signature: Signature; contentType: string }>> = {
  pdf: { signature: 'pdf', contentType: 'application/pdf' },
  jpg: { signature: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { signature: 'jpeg', contentType: 'image/jpeg' },
  png: { signature: 'png', contentType: 'image/png' },
  doc: { signature: 'ole', contentType: 'application/msword' },
  docx: { signature: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { signature: 'ole', contentType: 'application/vnd.ms-excel' },
  xlsx: { signature: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** Bytes of a file's start that `attachmentContentType` needs to see. */
export const ATTACHMENT_SIGNATURE_BYTES = 8;

/** The lower-case extension of a file name, '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

/**
 * The content type an attachment is stored and served with, or null when it may not be uploaded:
 * its extension must be allowed AND its first bytes must be that format's signature, so a renamed
 * program (`setup.exe` -> `setup.pdf`) is refused.
 */
export function attachmentContentType(fileName: string, head: Uint8Array): string | null {
  const type = ATTACHMENT_TYPES[fileExtension(fileName)];
  if (!type) return null;
  return startsWith(head, SIGNATURES[type.signature]) ? type.contentType : null;
}

// RFC 5987 attr-char: everything else in a file name is percent-encoded.
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeRfc5987(text: string): string {
  return Array.from(new TextEncoder().encode(text))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * `Content-Disposition` of a download: an ASCII `filename` for old clients (`asciiName`, or the name
 * with every other character as `_`) and the real (Chinese) name in `filename*` (RFC 6266 / RFC 5987),
 * e.g. `attachment; filename="_____.pdf"; filename*=UTF-8''%E4%BD%BF...pdf`.
 */
export function contentDisposition(fileName: string, asciiName: string = fileName): string {
  const fallback = asciiName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** The file name a `Content-Disposition` header carries, `filename*` first; undefined without one. */
export function dispositionFileName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed filename* falls back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name === undefined || name === '' ? undefined : name;
}
