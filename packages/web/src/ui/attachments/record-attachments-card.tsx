import type { ZAttachmentRefType } from '@portal/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useRecordAttachments } from '../../api/queries/attachments';
import { QueryView } from '../query-states';
import { SectionCard } from '../section-card';
import { AttachmentList } from './attachment-list';

type RecordAttachmentsCardProps = {
  title: ReactNode;
  refType: z.infer<typeof ZAttachmentRefType>;
  refId: string;
  testId?: string;
};

/** A record's files as a card of its own on its detail page: listed by record, downloaded by click. */
export function RecordAttachmentsCard({ title, refType, refId, testId }: RecordAttachmentsCardProps) {
  const files = useRecordAttachments(refType, refId);
  return (
    <SectionCard title={title} testId={testId}>
      <QueryView query={files}>{() => <AttachmentList items={files.data?.body ?? []} />}</QueryView>
    </SectionCard>
  );
}
