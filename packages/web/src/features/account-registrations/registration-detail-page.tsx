import { ZPasswordResetAuditBodySchema, type AccountRegistrationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { accountRegistrationKeys, useAccountRegistration } from '../../api/queries/account-registrations';
import { dashboardKeys } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { AuditDecisionForm, AuditRecordCard } from '../../ui/audit-decision';
import { AuditStateBadge } from '../../ui/badges';
import { fieldItems, InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useAccountRegistrationText } from './messages';
import { CompetingRegistrations } from './competing-registrations';
import { RegistrationDocuments } from './registration-documents';
import { useI18n } from '../../i18n/i18n';
import { RecordTitle } from '../../ui/record-title';
import { RecordPage, useRecordId } from '../../ui/record-page';
import { InfoNote } from '../../ui/info-note';

/** 注册申请详情 (`?id=`): the application, its files, and the decision on it or the form to take it. */
export function RegistrationDetailPage() {
  const t = useAccountRegistrationText();
  const id = useRecordId();
  const detail = useAccountRegistration(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.unitName}>
      {(record) => <RegistrationView registration={record} />}
    </RecordPage>
  );
}

function RegistrationView({ registration }: { registration: AccountRegistrationDetail }) {
  const { area } = useI18n();
  const t = useAccountRegistrationText();
  const client = useQueryClient();
  const approve = tsr.accountRegistrations.approve.useMutation({ meta: { silent: true } });
  const reject = tsr.accountRegistrations.reject.useMutation({ meta: { silent: true } });

  // The decision form is the audits' shared one: approved or not, with an opinion a rejection needs.
  const decide = async (body: { approved: boolean; opinion: string }) => {
    const params = { id: registration.id };
    const response = body.approved ? await approve.mutateAsync({ params, body: { opinion: body.opinion } }) : await reject.mutateAsync({ params, body: { opinion: body.opinion } });
    client.setQueryData(accountRegistrationKeys.detail(registration.id), response);
    void client.invalidateQueries({ queryKey: accountRegistrationKeys.lists() });
    // The institute desk counts the registrations waiting and today's decisions.
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    notify('success', t(body.approved ? 'detail.approvedNotice' : 'detail.rejectedNotice'));
  };

  return (
    <>
      <SectionCard
        testId="registration-detail"
        title={
          <RecordTitle title={t('detail.title')}>
            <AuditStateBadge state={registration.state} />
          </RecordTitle>
        }
      >
        <InfoGrid
          columns={2}
          items={[
            { key: 'referenceNo', label: t('field.referenceNo'), value: registration.referenceNo ?? '' },
            ...fieldItems(t, registration, ['unitName', 'creditCode']),
            { key: 'areaCode', label: t('field.areaCode'), value: registration.areaCode ? area(registration.areaCode) : '' },
            ...fieldItems(t, registration, ['legalPerson', 'regAddress', 'businessAddress', 'foundDate', 'fixedAssets', 'postcode', 'email', 'contactPerson', 'contactPhone']),
            { key: 'mobile', label: t('field.mobile'), value: registration.mobileMasked },
            ...fieldItems(t, registration, ['loginName']),
            { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(registration.submittedAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('field.attachments')} testId="registration-attachments">
        <RegistrationDocuments registrationId={registration.id} items={registration.attachments} />
      </SectionCard>
      <CompetingRegistrations items={registration.competing} />
      {registration.state === 'pending' ? (
        <>
          <InfoNote mb="4">{t('detail.hint')}</InfoNote>
          <AuditDecisionForm schema={ZPasswordResetAuditBodySchema} decide={decide} pending={approve.isPending || reject.isPending} />
        </>
      ) : (
        <AuditRecordCard record={registration} />
      )}
    </>
  );
}
