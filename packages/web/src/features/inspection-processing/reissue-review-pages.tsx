import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { REISSUE_OUTCOMES, ZReissueDecisionBodySchema, type ReissueReview } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { inspectionProcessingKeys, useReissueReview } from '../../api/queries/inspection-processing';
import { shortDateTime } from '../../lib/dates';
import { reissueReviewPath } from '../../routes/paths';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { ReviewStateBadge } from '../../ui/badges';
import { FormFrame, SelectField, TextareaField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { linkColumn, listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { REISSUE_REVIEW_LIST } from './list-params';
import { useInspectionProcessingText, type InspectionProcessingTextKey } from './messages';
import { useI18n } from '../../i18n/i18n';
import { ValueLabel } from '../../ui/value-label';
import { RecordTitle } from '../../ui/record-title';
import { RecordPage, useRecordId } from '../../ui/record-page';

const COLUMNS: readonly ColumnDef<ReissueReview, InspectionProcessingTextKey>[] = [
  linkColumn({ key: 'reportNo', header: 'reissue.reportNo', mono: true, to: (item) => reissueReviewPath(item.id), text: (item) => item.reportNo }),
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName, wrap: true, minW: '48' },
  { key: 'requested', header: 'reissue.requested', cell: (item) => <ValueLabel list={REISSUE_OUTCOMES} code={item.requestedOutcome} /> },
  { key: 'reason', header: 'reissue.reason', cell: (item) => item.reason, wrap: true, minW: '48' },
  { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  { key: 'appliedAt', header: 'reissue.appliedAt', cell: (item) => shortDateTime(item.appliedAt) },
];

/** 补发申请审核 (/inspection-review/reissue): every unit's re-issue applications. */
export function ReissueReviewListPage() {
  const t = useInspectionProcessingText();
  const { list, result } = useListQuery(REISSUE_REVIEW_LIST, tsr.inspectionProcessing.reissueList, inspectionProcessingKeys.reissueList);
  return (
    <ListPage
      {...listFrame(list, result, t, 'reissue')}
      testIdStem="reissue-review"
      testId="reissue-review-list"
      columns={COLUMNS}
      actions={(item) => (
        <RowLink to={reissueReviewPath(item.id)}>{item.state === 'submitted' ? t('reissue.decision') : t('common.view')}</RowLink>
      )}
    />
  );
}

/** 补发申请审核详情 (`?id=`): the application and the decision (approve with an outcome, or return). */
export function ReissueReviewDetailPage() {
  const t = useInspectionProcessingText();
  const id = useRecordId();
  const detail = useReissueReview(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.reportNo}>
      {(record) => <ReissueReviewView application={record} />}
    </RecordPage>
  );
}

function ReissueReviewView({ application }: { application: ReissueReview }) {
  const t = useInspectionProcessingText();
  const { label } = useI18n();
  const client = useQueryClient();
  const mutation = tsr.inspectionProcessing.reissueDecide.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZReissueDecisionBodySchema, {
    defaultValues: { approved: true, outcome: application.requestedOutcome, opinion: '' },
  });
  const submit = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({ params: { id: application.id }, body: checked });
    client.setQueryData(inspectionProcessingKeys.reissueDetail(application.id), response);
    void client.invalidateQueries({ queryKey: inspectionProcessingKeys.reissueLists() });
    notify('success', t(checked.approved ? 'reissue.approved' : 'reissue.rejected'));
  });
  const choose = (approved: boolean) => {
    contractForm.form.setValue('approved', approved);
    void submit();
  };
  return (
    <Stack gap="4">
      <SectionCard
        testId="reissue-review-detail"
        title={
          <RecordTitle title={t('reissue.detailTitle')}>
            <ReviewStateBadge state={application.state} />
          </RecordTitle>
        }
      >
        <InfoGrid
          columns={2}
          items={[
            { key: 'reportNo', label: t('reissue.reportNo'), value: application.reportNo },
            { key: 'unitName', label: t('field.unitName'), value: application.unitName },
            { key: 'requested', label: t('reissue.requested'), value: label(REISSUE_OUTCOMES, application.requestedOutcome) },
            { key: 'appliedAt', label: t('reissue.appliedAt'), value: shortDateTime(application.appliedAt) },
            { key: 'reason', label: t('reissue.reason'), value: <Text whiteSpace="pre-wrap">{application.reason}</Text> },
            { key: 'outcome', label: t('reissue.outcome'), value: application.outcome ? label(REISSUE_OUTCOMES, application.outcome) : '' },
            { key: 'opinion', label: t('field.opinion'), value: application.opinion },
            ...(application.issuedReportNo ? [{ key: 'issuedReportNo', label: t('reissue.issuedReportNo'), value: application.issuedReportNo }] : []),
          ]}
        />
      </SectionCard>
      <RecordAttachmentsCard title={t('reissue.attachments')} refType="reissue-application" refId={application.id} testId="reissue-review-attachments" />
      {application.state === 'submitted' ? (
        <SectionCard title={t('reissue.decision')} testId="reissue-decision">
          <FormFrame form={contractForm} requiredMarks={false}>
            <Stack gap="4" maxW="3xl">
              <SelectField name="outcome" label={t('reissue.outcome')} options={REISSUE_OUTCOMES} />
              <TextareaField name="opinion" label={t('field.opinion')} maxLength={500} />
              <HStack gap="3">
                <Button size="sm" colorPalette="green" loading={mutation.isPending} onClick={() => choose(true)} data-testid="reissue-approve">
                  {t('reissue.approve')}
                </Button>
                <Button size="sm" colorPalette="red" variant="outline" loading={mutation.isPending} onClick={() => choose(false)} data-testid="reissue-reject">
                  {t('reissue.reject')}
                </Button>
              </HStack>
            </Stack>
          </FormFrame>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
