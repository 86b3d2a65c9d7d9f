import { Alert, HStack, Text } from '@chakra-ui/react';
import { ZPasswordResetAuditBodySchema, type PasswordResetApplication } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { passwordResetAuditKeys, usePasswordResetApplication } from '../../api/queries/password-reset-audits';
import { dashboardKeys } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { AuditDecisionForm, AuditRecordCard } from '../../ui/audit-decision';
import { AuditStateBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { usePasswordResetAuditText } from './messages';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';

/** 密码重置详情 (`?id=`): the application, and the decision on it or the form to take it. */
export function ResetDetailPage() {
  const t = usePasswordResetAuditText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = usePasswordResetApplication(id);
  useRecordTagTitle(recordText(detail.data?.body.name, detail.data?.body.loginName));
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return <QueryView query={detail}>{() => (detail.data ? <ResetView application={detail.data.body} /> : null)}</QueryView>;
}

function ResetView({ application }: { application: PasswordResetApplication }) {
  const t = usePasswordResetAuditText();
  const client = useQueryClient();
  const audit = tsr.passwordResetAudits.audit.useMutation({ meta: { silent: true } });

  const decide = async (body: { approved: boolean; opinion: string }) => {
    const response = await audit.mutateAsync({ params: { id: application.id }, body });
    client.setQueryData(passwordResetAuditKeys.detail(application.id), response);
    void client.invalidateQueries({ queryKey: passwordResetAuditKeys.lists() });
    // The institute desk counts the resets waiting and today's decisions.
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    notify('success', t(body.approved ? 'detail.approvedNotice' : 'detail.rejectedNotice'));
  };

  return (
    <>
      <SectionCard
        testId="reset-detail"
        title={
          <HStack gap="3">
            <span>{t('detail.title')}</span>
            <AuditStateBadge state={application.state} />
          </HStack>
        }
      >
        <InfoGrid
          columns={2}
          items={[
            { key: 'referenceNo', label: t('field.referenceNo'), value: application.referenceNo ?? '' },
            { key: 'loginName', label: t('field.loginName'), value: application.loginName },
            { key: 'name', label: t('field.name'), value: application.name },
            { key: 'unitName', label: t('field.unitName'), value: application.unitName },
            { key: 'mobile', label: t('field.mobile'), value: application.mobileMasked },
            { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(application.submittedAt) },
            { key: 'reason', label: t('field.reason'), value: <Text whiteSpace="pre-wrap">{application.reason}</Text> },
          ]}
        />
      </SectionCard>
      {application.state === 'pending' ? (
        <>
          <Alert.Root status="info" mb="4" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('detail.hint')}</Alert.Title>
          </Alert.Root>
          <AuditDecisionForm schema={ZPasswordResetAuditBodySchema} decide={decide} pending={audit.isPending} />
        </>
      ) : (
        <AuditRecordCard record={application} />
      )}
    </>
  );
}
