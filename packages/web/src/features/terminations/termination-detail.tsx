import { Alert, Button } from '@chakra-ui/react';
import { TERMINATION_TYPES, type TerminationDetail } from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { shortDateTime } from '../../lib/dates';
import { terminationFormPath } from '../../routes/paths';
import { ReviewStateBadge } from '../../ui/badges';
import { FlowLogLink } from '../../ui/flow-log-link';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { ReviewHistory, ServiceEquipmentTable } from '../../ui/service-application';
import { useTerminationText } from './messages';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { useI18n } from '../../i18n/i18n';

/** One application as both sides read it: its data, equipment, the institute's opinion and the history. */
export function TerminationDetailView({ detail, editable }: { detail: TerminationDetail; editable: boolean }) {
  const t = useTerminationText();
  const { label } = useI18n();
  const period = detail.stopFrom ? `${detail.stopFrom} ~ ${detail.stopTo ?? ''}` : '';
  return (
    <div data-testid="termination-detail">
      {detail.state === 'submitted' && (
        <Alert.Root status="info" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('view.effect')}</Alert.Title>
        </Alert.Root>
      )}
      <SectionCard
        title={t('view.title')}
        actions={
          editable && (detail.state === 'draft' || detail.state === 'returned') ? (
            <Button asChild size="sm" colorPalette="blue" variant="outline">
              <RouterLink to={terminationFormPath(detail.id)}>{t('common.edit')}</RouterLink>
            </Button>
          ) : undefined
        }
      >
        <InfoGrid
          items={[
            { key: 'applicationNo', label: t('field.applicationNo'), value: detail.applicationNo },
            { key: 'state', label: t('field.state'), value: <ReviewStateBadge state={detail.state} /> },
            { key: 'type', label: t('field.type'), value: label(TERMINATION_TYPES, detail.type) },
            { key: 'unitName', label: t('field.unitName'), value: detail.unitName },
            { key: 'stopPeriod', label: t('field.stopPeriod'), value: period },
            { key: 'handler', label: t('field.handler'), value: detail.handler },
            { key: 'appliedAt', label: t('field.appliedAt'), value: shortDateTime(detail.appliedAt) },
            { key: 'reason', label: t('field.reason'), value: detail.reason },
            { key: 'opinion', label: t('field.opinion'), value: detail.opinion },
          ]}
        />
      </SectionCard>
      <ServiceEquipmentTable title={t('form.equipment')} items={detail.equipment} labels={{ registerCode: t('field.registerCode'), name: t('field.equipmentName') }} />
      <RecordAttachmentsCard title={t('form.attachments')} refType="termination" refId={detail.id} testId="termination-attachments" />
      <ReviewHistory title={t('view.history')} history={detail.history} state={detail.state} at={detail.appliedAt ?? ''} actions={<FlowLogLink type="termination" id={detail.id} />} />
    </div>
  );
}
