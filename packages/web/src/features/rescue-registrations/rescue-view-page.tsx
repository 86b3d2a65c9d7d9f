import { Badge } from '@chakra-ui/react';
import { FAULT_CAUSES } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useRescueRegistration } from '../../api/queries/rescue-registrations';
import { shortDateTime } from '../../lib/dates';
import { RESCUE_KIND } from './rescue-kind';
import { fieldItems, InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { ArrivalBadge } from './arrival-badge';
import { useRescueRegistrationText } from './messages';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { LinkButton } from '../../ui/link-button';
import { InfoNote } from '../../ui/info-note';

/** 救援登记详情: the entrapment, its timeline with the arrival time flagged when late, and the outcome. */
export function RescueViewPage() {
  const t = useRescueRegistrationText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useRescueRegistration(id);
  // The lift and the day of the alarm: register codes share their long prefix, a cut one tells nothing.
  useRecordTagTitle(recordText(query.data?.body.equipmentName, query.data?.body.alarmAt.slice(0, 10)));
  return (
    <QueryView query={query}>
      {() => {
        const rescue = query.data?.body;
        if (!rescue) return null;
        const closed = rescue.releasedAt !== null;
        return (
          <div data-testid="rescue-view">
            {rescue.arrivalLate && rescue.arrivalMinutes !== null && (
              <InfoNote status="error" mb="4" testId="late-arrival">{t('arrival.lateHint', { minutes: rescue.arrivalMinutes })}</InfoNote>
            )}
            <SectionCard
              title={t('view.title')}
              actions={
                <LinkButton to={RESCUE_KIND.paths.form(rescue.id)} size="sm" colorPalette="blue" variant="outline">{t('view.close')}</LinkButton>
              }
            >
              <InfoGrid
                items={[
                  { key: 'state', label: t('field.state'), value: <Badge colorPalette={closed ? 'green' : 'orange'}>{t(closed ? 'state.closed' : 'state.open')}</Badge> },
                  ...fieldItems(t, rescue, ['registerCode', 'equipmentName', 'place', 'reporter', 'reporterPhone', 'trappedCount']),
                ]}
              />
            </SectionCard>
            <SectionCard title={t('form.timeline')}>
              <InfoGrid
                items={[
                  { key: 'alarmAt', label: t('field.alarmAt'), value: shortDateTime(rescue.alarmAt) },
                  { key: 'arrivedAt', label: t('field.arrivedAt'), value: shortDateTime(rescue.arrivedAt) },
                  { key: 'arrivalMinutes', label: t('field.arrivalMinutes'), value: <ArrivalBadge rescue={rescue} /> },
                  { key: 'releasedAt', label: t('field.releasedAt'), value: shortDateTime(rescue.releasedAt) },
                  ...fieldItems(t, rescue, ['rescuers']),
                ]}
              />
            </SectionCard>
            <SectionCard title={t('form.outcome')}>
              <InfoGrid
                columns={2}
                items={[
                  { key: 'faultCause', label: t('field.faultCause'), value: rescue.faultCause ? label(FAULT_CAUSES, rescue.faultCause) : '' },
                  ...fieldItems(t, rescue, ['casualties', 'faultDescription', 'result']),
                ]}
              />
            </SectionCard>
            <RecordAttachmentsCard title={t('form.attachments')} refType="rescue-registration" refId={id} testId="rescue-attachments" />
          </div>
        );
      }}
    </QueryView>
  );
}
