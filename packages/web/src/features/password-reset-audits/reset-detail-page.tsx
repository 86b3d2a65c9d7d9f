import { Text } from '@chakra-ui/react';
import { ZPasswordResetAuditBodySchema, type PasswordResetApplication } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { passwordResetAuditKeys, usePasswordResetApplication } from '../../api/queries/password-reset-audits';
import { dashboardKeys } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { AuditDecisionForm, AuditRecordCard } from '../../ui/audit-decision';
import { AuditStateBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { usePasswordResetAuditText } from './messages';
import { recordText } from '../../lib/page-tag';
import { RecordTitle } from '../../ui/record-title';
import { RecordPage, useRecordId } from '../../ui/record-page';
import { InfoNote } from '../../ui/info-note';

/** 密码重置详情 (`?id=`): the application, and the decision on it or the form to take it. */
export function ResetDetailPage() {
  const t = usePasswordResetAuditText();
  const id = useRecordId();
  const detail = usePasswordResetApplication(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => recordText(record.name, record.loginName)}>
      {(record) => <ResetView application={record} />}
    </RecordPage>
  );
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
          <RecordTitle title={t('detail.title')}>
            <AuditStateBadge state={application.state} />
          </RecordTitle>
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
          <InfoNote mb="4">{t('detail.hint')}</InfoNote>
          <AuditDecisionForm schema={ZPasswordResetAuditBodySchema} decide={decide} pending={audit.isPending} />
        </>
      ) : (
        <AuditRecordCard record={application} />
      )}
    </>
  );
}
