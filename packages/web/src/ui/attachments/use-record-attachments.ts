import type { ZAttachmentRefType } from '@portal/contract';
import type { z } from 'zod';
import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../api/client';

type RefType = z.infer<typeof ZAttachmentRefType>;

/** The query key of a record's attachments; a save invalidates `['attachments', refType]`. */
export const recordAttachmentsKey = (refType: RefType, refId: string) => ['attachments', refType, refId] as const;

/**
 * The files attached to one record (`refType` + `refId`), for its form (to keep them when a draft is
 * reopened) and its detail view. No call without an id (a new record has none yet).
 */
export function useRecordAttachments(refType: RefType, refId: string) {
  return tsr.attachments.list.useQuery({
    queryKey: recordAttachmentsKey(refType, refId),
    queryData: refId ? { query: { refType, refId } } : skipToken,
    meta: { silent: true },
  });
}
