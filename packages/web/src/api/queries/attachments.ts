import type { ZAttachmentRefType } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { tsr } from '../client';
import { resourceKeys, SILENT } from './query-kit';

type RefType = z.infer<typeof ZAttachmentRefType>;

export const attachmentKeys = {
  ...resourceKeys('attachments'),
  /** The files of every record of one kind: a save of such a record invalidates these. */
  ofType: (refType: RefType) => [...attachmentKeys.lists(), refType] as const,
  ofRecord: (refType: RefType, refId: string) => [...attachmentKeys.ofType(refType), refId] as const,
  /** What a phone upload token has brought (polled while the QR dialog is open). */
  tokenUploads: (token: string | undefined) => [...attachmentKeys.all, 'token', token, 'uploads'] as const,
  /** What a phone upload token is for (the phone's page). */
  tokenInfo: (token: string) => [...attachmentKeys.all, 'token', token, 'info'] as const,
};

/**
 * The files attached to one record (`refType` + `refId`), for its form (to keep them when a draft is
 * reopened) and its detail view. No call without an id (a new record has none yet).
 */
export function useRecordAttachments(refType: RefType, refId: string) {
  return tsr.attachments.list.useQuery({
    queryKey: attachmentKeys.ofRecord(refType, refId),
    queryData: refId ? { query: { refType, refId } } : skipToken,
    meta: SILENT,
  });
}
