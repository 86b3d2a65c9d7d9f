import { Alert, HStack } from '@chakra-ui/react';
import { ZPasswordResetAuditBodySchema, type AccountRegistrationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { accountRegistrationKeys, useAccountRegistration } from '../../api/queries/account-registrations';
import { dashboardKeys } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { AuditDecisionForm, AuditRecordCard } from '../../ui/audit-decision';
import { AuditStateBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useAccountRegistrationText } from './messages';
import { RegistrationDocuments } from './registration-documents';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';

/** 注册申请详情 (`?id=`): the application, its files, and the decision on it or the form to take it. */
export function RegistrationDetailPage() {
  const t = useAccountRegistrationText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useAccountRegistration(id);
  useRecordTagTitle(detail.data?.body.unitName);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return <QueryView query={detail}>{() => (detail.data ? <RegistrationView registration={detail.data.body} /> : null)}</QueryView>;
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
          <HStack gap="3">
            <span>{t('detail.title')}</span>
            <AuditStateBadge state={registration.state} />
          </HStack>
        }
      >
        <InfoGrid
          columns={2}
          items={[
            { key: 'referenceNo', label: t('field.referenceNo'), value: registration.referenceNo ?? '' },
            { key: 'unitName', label: t('field.unitName'), value: registration.unitName },
            { key: 'creditCode', label: t('field.creditCode'), value: registration.creditCode },
            { key: 'areaCode', label: t('field.areaCode'), value: registration.areaCode ? area(registration.areaCode) : '' },
            { key: 'legalPerson', label: t('field.legalPerson'), value: registration.legalPerson },
            { key: 'regAddress', label: t('field.regAddress'), value: registration.regAddress },
            { key: 'businessAddress', label: t('field.businessAddress'), value: registration.businessAddress },
            { key: 'foundDate', label: t('field.foundDate'), value: registration.foundDate },
            { key: 'fixedAssets', label: t('field.fixedAssets'), value: registration.fixedAssets },
            { key: 'postcode', label: t('field.postcode'), value: registration.postcode },
            { key: 'email', label: t('field.email'), value: registration.email },
            { key: 'contactPerson', label: t('field.contactPerson'), value: registration.contactPerson },
            { key: 'contactPhone', label: t('field.contactPhone'), value: registration.contactPhone },
            { key: 'mobile', label: t('field.mobile'), value: registration.mobileMasked },
            { key: 'loginName', label: t('field.loginName'), value: registration.loginName },
            { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(registration.submittedAt) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('field.attachments')} testId="registration-attachments">
        <RegistrationDocuments registrationId={registration.id} items={registration.attachments} />
      </SectionCard>
      {registration.state === 'pending' ? (
        <>
          <Alert.Root status="info" mb="4" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('detail.hint')}</Alert.Title>
          </Alert.Root>
          <AuditDecisionForm schema={ZPasswordResetAuditBodySchema} decide={decide} pending={approve.isPending || reject.isPending} />
        </>
      ) : (
        <AuditRecordCard record={registration} />
      )}
    </>
  );
}
