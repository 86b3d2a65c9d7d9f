import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import {
  ACCESS,
  FAILED_CONCLUSIONS,
  type InspectionApplicationInspection,
  type InspectionApplicationDetail,
  type InspectionApplicationState,
  type ProcessingResult,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { shortDateTime } from '../../lib/dates';
import { useUser } from '../../session/session-state';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { InfoGrid, type InfoItem } from '../../ui/info-grid';
import { ReportFileButtons } from '../../ui/report-files';
import { SectionCard } from '../../ui/section-card';
import { useInspectionDetailsText } from './messages';
import { RectificationForm } from './rectification-form';

/** While the notice is open (until the re-inspection's result), its PDF is the failed result's YJTZS file. */
const NOTICE_STATES: readonly InspectionApplicationState[] = ['opinion_notice', 'rectification_feedback', 'reinspection'];

const isOpenNotice = (result: ProcessingResult) => FAILED_CONCLUSIONS.includes(result.conclusion) && result.issuedAt === null;

function Hint({ status, children }: { status: 'info' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid="opinion-notice-hint">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * 意见通知书与整改 of a failed inspection: the deadline, the problems found and the notice's PDF per
 * failed item; the unit answers with its rectification (整改反馈), shown read-only once sent.
 */
export function OpinionNoticeCard({ application, inspection }: { application: InspectionApplicationDetail; inspection: InspectionApplicationInspection }) {
  const t = useInspectionDetailsText();
  const menuIds = useUser().menuIds;
  const rectification = inspection.rectification;
  if (!rectification) return null;
  const submitted = Boolean(rectification.content);
  const canRectify = application.state === 'opinion_notice' && !submitted && menuIds.includes(ACCESS.inspectionApply);
  // The report files answer only to report:view.
  const notices = NOTICE_STATES.includes(application.state) && menuIds.includes(ACCESS.reportView) ? inspection.results.filter(isOpenNotice) : [];
  const nameOf = new Map(inspection.items.map((item) => [item.itemId, item.equipmentName]));
  const items: InfoItem[] = [
    { key: 'deadline', label: t('field.rectifyDeadline'), value: rectification.deadline },
    { key: 'problems', label: t('field.problems'), value: <Text whiteSpace="pre-wrap">{inspection.resultRemark}</Text> },
  ];
  if (notices.length > 0) {
    items.push({
      key: 'notices',
      label: t('file.YJTZS'),
      value: (
        <Stack gap="2">
          {notices.map((result) => (
            <HStack key={result.itemId} gap="3" wrap="wrap" data-testid="opinion-notice-file">
              <Text as="span">{nameOf.get(result.itemId)}</Text>
              <ReportFileButtons
                report={{ id: result.reportId, reportNo: result.reportNo, fileTypes: ['YJTZS'] }}
                label={(type) => t(`file.${type}`)}
                failedText={t('download.failed')}
              />
            </HStack>
          ))}
        </Stack>
      ),
    });
  }
  if (submitted) {
    items.push(
      { key: 'submittedAt', label: t('rectify.submittedAt'), value: shortDateTime(rectification.submittedAt) },
      { key: 'submittedBy', label: t('rectify.submittedBy'), value: rectification.submittedBy },
      { key: 'content', label: t('rectify.content'), value: <Text whiteSpace="pre-wrap">{rectification.content}</Text> },
    );
  }
  return (
    <>
      <SectionCard title={t('notice.title')} testId="opinion-notice">
        <Stack gap="4">
          {application.state === 'opinion_notice' && !submitted && <Hint status="warning">{t('notice.hint', { deadline: rectification.deadline ?? '—' })}</Hint>}
          {application.state === 'rectification_feedback' && <Hint status="info">{t('notice.awaitingReinspection')}</Hint>}
          <InfoGrid columns={2} items={items} />
          {canRectify && <RectificationForm applicationId={application.id} />}
        </Stack>
      </SectionCard>
      {submitted && <RecordAttachmentsCard title={t('rectify.attachments')} refType="rectification" refId={application.id} testId="rectification-attachments" />}
    </>
  );
}
