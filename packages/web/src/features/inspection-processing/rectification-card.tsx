import { Text } from '@chakra-ui/react';
import type { ProcessingDetail } from '@portal/contract';
import { shortDateTime } from '../../lib/dates';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { useInspectionProcessingText } from './messages';

/** 整改反馈: the unit's answer to the opinion notice and its files, read-only from its submission on. */
export function RectificationCard({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const rectification = application.rectification;
  if (!rectification?.content) return null;
  return (
    <>
      <SectionCard title={t('rectification.title')} testId="rectification">
        <InfoGrid
          columns={2}
          items={[
            { key: 'deadline', label: t('field.rectifyDeadline'), value: rectification.deadline },
            { key: 'submittedAt', label: t('field.rectifiedAt'), value: shortDateTime(rectification.submittedAt) },
            { key: 'submittedBy', label: t('field.rectifiedBy'), value: rectification.submittedBy },
            { key: 'content', label: t('field.rectificationContent'), value: <Text whiteSpace="pre-wrap">{rectification.content}</Text> },
          ]}
        />
      </SectionCard>
      <RecordAttachmentsCard title={t('rectification.attachments')} refType="rectification" refId={application.id} testId="rectification-attachments" />
    </>
  );
}
