import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { REISSUE_OUTCOMES, ZReissueDecisionBodySchema, type ReissueReview } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { inspectionProcessingKeys, useReissueReview } from '../../api/queries/inspection-processing';
import { shortDateTime } from '../../lib/dates';
import { reissueReviewPath } from '../../routes/paths';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { ReviewStateBadge } from '../../ui/badges';
import { FormFrame, SelectField, TextareaField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { ListPage, listQueryOptions, useListState, type ColumnDef } from '../../ui/list-page';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { REISSUE_REVIEW_LIST } from './list-params';
import { useInspectionProcessingText, type InspectionProcessingTextKey } from './messages';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { ValueLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<ReissueReview, InspectionProcessingTextKey>[] = [
  {
    key: 'reportNo',
    header: 'reissue.reportNo',
    mono: true,
    cell: (item) => (
      <Link asChild color="blue.600">
        <RouterLink to={reissueReviewPath(item.id)}>{item.reportNo}</RouterLink>
      </Link>
    ),
  },
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName, wrap: true, minW: '48' },
  { key: 'requested', header: 'reissue.requested', cell: (item) => <ValueLabel list={REISSUE_OUTCOMES} code={item.requestedOutcome} /> },
  { key: 'reason', header: 'reissue.reason', cell: (item) => item.reason, wrap: true, minW: '48' },
  { key: 'state', header: 'field.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  { key: 'appliedAt', header: 'reissue.appliedAt', cell: (item) => shortDateTime(item.appliedAt) },
];

/** 补发申请审核 (/inspection-review/reissue): every unit's re-issue applications. */
export function ReissueReviewListPage() {
  const t = useInspectionProcessingText();
  const list = useListState(REISSUE_REVIEW_LIST);
  const result = tsr.inspectionProcessing.reissueList.useQuery(listQueryOptions(inspectionProcessingKeys.reissueList, list));
  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t('reissue.title')}
      testId="reissue-review-list"
      filtersTestId="reissue-review-filters"
      totalText={(total) => t('reissue.total', { total })}
      columns={COLUMNS}
      tableTestId="reissue-review-table"
      actions={(item) => (
        <Link asChild color="blue.600">
          <RouterLink to={reissueReviewPath(item.id)}>{item.state === 'submitted' ? t('reissue.decision') : t('common.view')}</RouterLink>
        </Link>
      )}
    />
  );
}

/** 补发申请审核详情 (`?id=`): the application and the decision (approve with an outcome, or return). */
export function ReissueReviewDetailPage() {
  const t = useInspectionProcessingText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useReissueReview(id);
  useRecordTagTitle(detail.data?.body.reportNo);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return <QueryView query={detail}>{() => (detail.data ? <ReissueReviewView application={detail.data.body} /> : null)}</QueryView>;
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
          <HStack gap="3">
            <span>{t('reissue.detailTitle')}</span>
            <ReviewStateBadge state={application.state} />
          </HStack>
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
