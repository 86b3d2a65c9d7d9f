import { formatWireDateTime } from '../../http/wire-date';
import type { AttachmentMeta } from './store';

/** One attachment as the common module writes it. */
export function attachmentAnswer(meta: AttachmentMeta) {
  return {
    attsysid: meta.id,
    fileName: meta.fileName,
    contentType: meta.contentType,
    fileSize: meta.size,
    bizType: meta.refType,
    attrefsysid: meta.refId,
    createDate: formatWireDateTime(meta.uploadedAt),
    materialType: meta.material,
  };
}
