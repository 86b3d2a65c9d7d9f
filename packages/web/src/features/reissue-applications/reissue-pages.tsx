import { Button, Stack, Text } from '@chakra-ui/react';
import { REISSUE_OUTCOMES, REVIEW_STATES, ZReissueApplicationBodySchema, type Attachment, type ReissueApplication, type ZStateQuerySchema } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { reissueApplicationKeys, useReissueApplication } from '../../api/queries/reissue-applications';
import { attachmentKeys } from '../../api/queries/attachments';
import { shortDateTime } from '../../lib/dates';
import { reissueDetailPath } from '../../routes/paths';
import { AttachmentField } from '../../ui/attachments/attachment-field';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { ReviewStateBadge } from '../../ui/badges';
import { SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { linkColumn, defineList, listFrame, ListPage, useListQuery, type ColumnDef } from '../../ui/list-page';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useReissueApplicationsText, type ReissueApplicationsTextKey } from './messages';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { ValueLabel } from '../../ui/value-label';
import { RecordTitle } from '../../ui/record-title';
import { CardForm } from '../../ui/card-form';

const APPLY_PATH = '/company-service/reissue-apply';

const REISSUE_LIST = defineList<z.input<typeof ZStateQuerySchema>, 'keyword' | 'state', ReissueApplicationsTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', maxLength: 100 },
    { kind: 'option', key: 'state', label: 'field.state', options: REVIEW_STATES.filter((state) => state.code !== 'draft') },
  ],
});

const COLUMNS: readonly ColumnDef<ReissueApplication, ReissueApplicationsTextKey>[] = [
  linkColumn({ key: 'reportNo', header: 'field.reportNo', mono: true, to: (item) => reissueDetailPath(item.id), text: (item) => item.reportNo }),
  { key: 'requested', header: 'field.requestedOutcome', cell: (item) => <ValueLabel list={REISSUE_OUTCOMES} code={item.requestedOutcome} /> },
  { key: 'reason', header: 'field.reason', cell: (item) => item.reason, wrap: true, minW: '48' },
  { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  { key: 'outcome', header: 'field.outcome', cell: (item) => (item.outcome ? <ValueLabel list={REISSUE_OUTCOMES} code={item.outcome} /> : '—') },
  { key: 'appliedAt', header: 'field.appliedAt', cell: (item) => shortDateTime(item.appliedAt) },
];

/** 我的补发申请 (/company-service/reissue-list). */
export function ReissueListPage() {
  const t = useReissueApplicationsText();
  const { list, result } = useListQuery(REISSUE_LIST, tsr.reissueApplications.list, reissueApplicationKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'list')}
      testIdStem="reissue"
      testId="reissue-list"
      columns={COLUMNS}
      titleActions={
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={APPLY_PATH}>{t('list.new')}</RouterLink>
        </Button>
      }
    />
  );
}

/** 补发申请 (/company-service/reissue-apply?reportNo=): the report, the reason and the outcome asked for. */
export function ReissueApplyPage() {
  const t = useReissueApplicationsText();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = tsr.reissueApplications.create.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZReissueApplicationBodySchema, {
    defaultValues: { reportNo: search.get('reportNo') ?? '', reason: '', requestedOutcome: 'reissue_report' as const, attachmentIds: [] },
  });
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const submit = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({ body: { ...checked, attachmentIds: attachments.map((attachment) => attachment.id) } });
    void client.invalidateQueries({ queryKey: reissueApplicationKeys.lists() });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('reissue-application') });
    notify('success', t('form.created'));
    navigate(reissueDetailPath(response.body.id));
  });
  return (
    <CardForm
      title={t('form.title')}
      testId="reissue-form"
      form={contractForm}
      hint={t('form.hint')}
      submitLabel={t('form.submit')}
      submitTestId="reissue-submit"
      pending={mutation.isPending}
      onSubmit={() => void submit()}
    >
      <TextField name="reportNo" label={t('field.reportNo')} maxLength={50} />
      <SelectField name="requestedOutcome" label={t('field.requestedOutcome')} options={REISSUE_OUTCOMES} />
      <TextareaField name="reason" label={t('field.reason')} maxLength={1000} />
      <AttachmentField
        label={t('field.attachments')}
        hint={t('form.attachmentsHint')}
        refType="reissue-application"
        value={attachments}
        onChange={setAttachments}
      />
    </CardForm>
  );
}

/** 补发申请详情 (`?id=`). */
export function ReissueDetailPage() {
  const t = useReissueApplicationsText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useReissueApplication(id);
  useRecordTagTitle(detail.data?.body.reportNo);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return (
    <QueryView query={detail}>
      {() => {
        if (!detail.data) return null;
        const application = detail.data.body;
        return (
          <Stack gap="4">
            <SectionCard
              testId="reissue-detail"
              title={
                <RecordTitle title={t('detail.title')}>
                  <ReviewStateBadge state={application.state} />
                </RecordTitle>
              }
            >
              <InfoGrid
                columns={2}
                items={[
                  { key: 'reportNo', label: t('field.reportNo'), value: application.reportNo },
                  { key: 'requested', label: t('field.requestedOutcome'), value: label(REISSUE_OUTCOMES, application.requestedOutcome) },
                  { key: 'appliedAt', label: t('field.appliedAt'), value: shortDateTime(application.appliedAt) },
                  { key: 'outcome', label: t('field.outcome'), value: application.outcome ? label(REISSUE_OUTCOMES, application.outcome) : '' },
                  { key: 'reason', label: t('field.reason'), value: <Text whiteSpace="pre-wrap">{application.reason}</Text> },
                  { key: 'opinion', label: t('field.opinion'), value: application.opinion },
                  ...(application.issuedReportNo ? [{ key: 'issuedReportNo', label: t('field.issuedReportNo'), value: application.issuedReportNo }] : []),
                ]}
              />
            </SectionCard>
            <RecordAttachmentsCard title={t('field.attachments')} refType="reissue-application" refId={id} testId="reissue-attachments" />
          </Stack>
        );
      }}
    </QueryView>
  );
}
