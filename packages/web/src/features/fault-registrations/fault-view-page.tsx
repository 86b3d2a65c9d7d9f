import { Badge } from '@chakra-ui/react';
import { FAULT_CAUSES } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useFaultRegistration } from '../../api/queries/fault-registrations';
import { shortDateTime } from '../../lib/dates';
import { FAULT_KIND } from './fault-kind';
import { fieldItems, InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useFaultRegistrationText } from './messages';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { LinkButton } from '../../ui/link-button';

/** 故障登记详情. */
export function FaultViewPage() {
  const { label } = useI18n();
  const t = useFaultRegistrationText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useFaultRegistration(id);
  // The lift and the day it failed: register codes share their long prefix, a cut one tells nothing.
  useRecordTagTitle(recordText(query.data?.body.equipmentName, query.data?.body.faultAt.slice(0, 10)));
  return (
    <QueryView query={query}>
      {() => {
        const fault = query.data?.body;
        if (!fault) return null;
        return (
          <>
            <SectionCard
              title={t('view.title')}
              testId="fault-view"
              actions={
                <LinkButton to={FAULT_KIND.paths.form(fault.id)} size="sm" colorPalette="blue" variant="outline">{t('common.edit')}</LinkButton>
              }
            >
              <InfoGrid
                items={[
                  { key: 'state', label: t('view.state'), value: <Badge colorPalette={fault.recoveredAt ? 'green' : 'orange'}>{t(fault.recoveredAt ? 'state.recovered' : 'state.open')}</Badge> },
                  ...fieldItems(t, fault, ['registerCode', 'equipmentName', 'place']),
                  { key: 'faultAt', label: t('field.faultAt'), value: shortDateTime(fault.faultAt) },
                  { key: 'faultCause', label: t('field.faultCause'), value: fault.faultCause ? label(FAULT_CAUSES, fault.faultCause) : '' },
                  ...fieldItems(t, fault, ['faultDescription']),
                  { key: 'recoveredAt', label: t('field.recoveredAt'), value: shortDateTime(fault.recoveredAt) },
                  ...fieldItems(t, fault, ['handler', 'handling']),
                ]}
              />
            </SectionCard>
            <RecordAttachmentsCard title={t('form.attachments')} refType="fault-registration" refId={id} testId="fault-attachments" />
          </>
        );
      }}
    </QueryView>
  );
}
