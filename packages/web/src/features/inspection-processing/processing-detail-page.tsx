import { Alert, Button, Grid, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import {
  conclusionsForCategory,
  INSPECTION_APPLICATION_STATES,
  INSPECTION_CONCLUSIONS,
  INSPECTION_KINDS,
  labelOf,
  PAYMENT_STATES,
  proposedNextCheckDate,
  REPORT_PICKUPS,
  ZPreReviewBodySchema,
  ZResultBodySchema,
  ZScheduleBodySchema,
  type ProcessingDetail,
} from '@portal/contract';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { shortDateTime, todayIso } from '../../lib/dates';
import { unitDetailPath } from '../../routes/paths';
import { ConclusionBadge } from '../../ui/badges';
import { DateField, FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { historyTimeline, StateTimeline } from '../../ui/state-timeline';
import { notify } from '../../ui/toaster';
import { useInspectionProcessingText } from './messages';
import type { InspectionProcessingOwnKey } from './messages-zh';
import { ApplicationStateBadge } from './state-badge';
import { useRecordTagTitle } from '../../lib/page-tag';

const queryKeyOf = (id: string) => ['inspectionProcessing', 'get', id];

/** 报检申请办理 (`?id=`): the application, its items and history, and the move its state calls for. */
export function ProcessingDetailPage() {
  const t = useInspectionProcessingText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = tsr.inspectionProcessing.get.useQuery({
    queryKey: queryKeyOf(id),
    queryData: id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
  useRecordTagTitle(detail.data?.body.applicationNo);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return <QueryView query={detail}>{() => (detail.data ? <ProcessingView application={detail.data.body} /> : null)}</QueryView>;
}

/** Puts a move's answer in place of the detail and refreshes the list. */
function useMoved(id: string) {
  const client = useQueryClient();
  const t = useInspectionProcessingText();
  return (response: { status: number; body: unknown }, notice: InspectionProcessingOwnKey) => {
    client.setQueryData(queryKeyOf(id), response);
    void client.invalidateQueries({ queryKey: ['inspectionProcessing', 'list'] });
    notify('success', t(notice));
  };
}

function ProcessingView({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const resultOf = new Map(application.results.map((result) => [result.itemId, result]));
  const steps = historyTimeline(
    application.history,
    { state: application.state, label: labelOf(INSPECTION_APPLICATION_STATES, application.state), at: application.history.at(-1)?.at ?? '' },
    [],
  );
  return (
    <Stack gap="4">
      <SectionCard
        testId="processing-detail"
        title={
          <HStack gap="3">
            <span>
              {t('detail.title')} {application.applicationNo}
            </span>
            <ApplicationStateBadge state={application.state} />
          </HStack>
        }
      >
        <InfoGrid
          columns={3}
          items={[
            {
              key: 'unitName',
              label: t('field.unitName'),
              value: application.unitId ? (
                <Link asChild color="blue.600">
                  <RouterLink to={unitDetailPath(application.unitId)} data-testid="unit-link">
                    {application.unitName}
                  </RouterLink>
                </Link>
              ) : (
                application.unitName
              ),
            },
            { key: 'kind', label: t('field.kind'), value: labelOf(INSPECTION_KINDS, application.kind) },
            { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(application.submittedAt) },
            { key: 'siteContact', label: t('field.siteContact'), value: application.siteContact },
            { key: 'mobile', label: t('field.siteContactMobile'), value: application.siteContactMobile },
            { key: 'wishedDate', label: t('field.wishedDate'), value: application.wishedDate },
            { key: 'siteAddress', label: t('field.siteAddress'), value: application.siteAddress },
            { key: 'maintenanceUnit', label: t('field.maintenanceUnit'), value: application.maintenanceUnit },
            { key: 'fee', label: t('field.fee'), value: application.fee === null ? '' : application.fee.toFixed(2) },
            { key: 'paymentState', label: t('field.paymentState'), value: labelOf(PAYMENT_STATES, application.paymentState) },
            { key: 'invoiceTitle', label: t('field.invoiceTitle'), value: application.invoiceTitle },
            { key: 'taxNo', label: t('field.taxNo'), value: application.taxNo },
            { key: 'reportPickup', label: t('field.reportPickup'), value: labelOf(REPORT_PICKUPS, application.reportPickup) },
            { key: 'urgent', label: t('field.urgent'), value: application.urgent ? t('detail.yes') : t('detail.no') },
            { key: 'schedule', label: t('field.scheduledDate'), value: application.schedule ? `${application.schedule.scheduledDate}（${application.schedule.inspector}）` : '' },
            { key: 'remark', label: t('field.remark'), value: application.remark },
            { key: 'opinion', label: t('field.opinion'), value: application.opinion },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('detail.items')} testId="processing-items">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {(['field.equipmentName', 'field.registerCode', 'field.usePlace', 'field.itemFee', 'field.conclusion', 'field.nextCheckDate', 'field.reportNo', 'field.issuedAt'] as const).map((key) => (
                  <Table.ColumnHeader key={key}>{t(key)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {application.items.map((item) => {
                const result = resultOf.get(item.itemId);
                return (
                  <Table.Row key={item.itemId} data-testid="processing-item">
                    <Table.Cell>{item.equipmentName}</Table.Cell>
                    <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                    <Table.Cell>{item.usePlace || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{item.fee === null ? '—' : item.fee.toFixed(2)}</Table.Cell>
                    <Table.Cell>{result ? <ConclusionBadge conclusion={result.conclusion} /> : '—'}</Table.Cell>
                    <Table.Cell>{result?.nextCheckDate ?? '—'}</Table.Cell>
                    <Table.Cell fontFamily="mono">{result?.reportNo ?? '—'}</Table.Cell>
                    <Table.Cell>{result?.issuedAt ? shortDateTime(result.issuedAt) : '—'}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </SectionCard>

      <ActionCard application={application} />

      <SectionCard title={t('detail.history')} testId="processing-history">
        <StateTimeline steps={steps} pendingText={t('detail.pending')} byText={(name) => t('detail.by', { name })} />
      </SectionCard>
    </Stack>
  );
}

function Hint({ children, status = 'info' }: { children: string; status?: 'info' | 'warning' | 'success' }) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid="processing-hint">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The move the application's state calls for. */
function ActionCard({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const body = (() => {
    switch (application.state) {
      case 'submitted':
        return <PreReviewForm application={application} />;
      case 'awaiting_payment':
        return <Hint>{t('action.awaitingPayment', { fee: application.fee?.toFixed(2) ?? '0.00' })}</Hint>;
      case 'paid':
        return <AcceptAction application={application} />;
      case 'accepted':
        return <ScheduleForm application={application} />;
      case 'scheduled':
      case 'inspecting':
      case 'reinspection':
        return (
          <Stack gap="6">
            <ScheduleForm application={application} />
            <ResultForm application={application} />
          </Stack>
        );
      case 'reporting':
        return <IssueAction application={application} />;
      case 'opinion_notice':
        return <Hint status="warning">{t('action.opinionNotice')}</Hint>;
      case 'report_issued':
      case 'archived':
        return <Hint status="success">{t('action.done')}</Hint>;
      default:
        return <Hint>{t('action.none')}</Hint>;
    }
  })();
  return (
    <SectionCard title={t('action.title')} testId="processing-action">
      {body}
    </SectionCard>
  );
}

function PreReviewForm({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.preReview.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZPreReviewBodySchema, { defaultValues: { decision: 'pass' as 'pass' | 'return', opinion: '' } });
  const submit = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({ params: { id: application.id }, body: checked });
    moved(response, checked.decision === 'pass' ? 'notice.passed' : 'notice.returned');
  });
  const choose = (decision: 'pass' | 'return') => {
    contractForm.form.setValue('decision', decision);
    void submit();
  };
  return (
    <FormFrame form={contractForm} requiredMarks={false}>
      <Stack gap="4" maxW="3xl" data-testid="pre-review-form">
        <TextareaField name="opinion" label={t('action.returnReason')} maxLength={500} />
        <HStack gap="3">
          <Button size="sm" colorPalette="green" loading={mutation.isPending} onClick={() => choose('pass')} data-testid="pre-review-pass">
            {t('action.pass')}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" loading={mutation.isPending} onClick={() => choose('return')} data-testid="pre-review-return">
            {t('action.return')}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}

function AcceptAction({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.accept.useMutation();
  return (
    <Stack gap="4" maxW="3xl">
      <Hint>{t('action.acceptHint')}</Hint>
      <HStack>
        <Button
          size="sm"
          colorPalette="blue"
          loading={mutation.isPending}
          data-testid="accept"
          onClick={async () => moved(await mutation.mutateAsync({ params: { id: application.id }, body: { remark: '' } }), 'notice.accepted')}
        >
          {t('action.accept')}
        </Button>
      </HStack>
    </Stack>
  );
}

function ScheduleForm({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.schedule.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZScheduleBodySchema, {
    defaultValues: {
      scheduledDate: application.schedule?.scheduledDate ?? application.wishedDate ?? todayIso(),
      inspector: application.schedule?.inspector ?? '',
    },
  });
  const submit = contractForm.handle(async (checked) => {
    moved(await mutation.mutateAsync({ params: { id: application.id }, body: checked }), 'notice.scheduled');
  });
  return (
    <FormFrame form={contractForm}>
      <Stack gap="4" maxW="3xl" data-testid="schedule-form">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <DateField name="scheduledDate" label={t('field.scheduledDate')} />
          <TextField name="inspector" label={t('field.inspector')} maxLength={50} />
        </Grid>
        <HStack>
          <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void submit()} data-testid="schedule-submit">
            {application.schedule ? t('action.reschedule') : t('action.schedule')}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}

function ResultForm({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.recordResult.useMutation({ meta: { silent: true } });
  const checkDate = application.schedule?.scheduledDate ?? todayIso();
  const contractForm = useContractForm(ZResultBodySchema, {
    defaultValues: {
      checkDate,
      remark: '',
      results: application.items.map((item) => ({
        itemId: item.itemId,
        conclusion: conclusionsForCategory(item.categoryCode)[0]!,
        nextCheckDate: proposedNextCheckDate(checkDate, item.categoryCode, item.subTypeCode, application.kind),
      })),
    },
  });
  const submit = contractForm.handle(async (checked) => {
    moved(await mutation.mutateAsync({ params: { id: application.id }, body: checked }), 'notice.recorded');
  });
  return (
    <FormFrame form={contractForm}>
      <Stack gap="4" maxW="4xl" data-testid="result-form">
        <Text fontWeight="medium">{t('action.result')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <DateField name="checkDate" label={t('field.checkDate')} />
        </Grid>
        {application.items.map((item, index) => (
          <Grid key={item.itemId} templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="4" alignItems="end" data-testid="result-item">
            <Text pb="2">
              {item.equipmentName} <Text as="span" color="gray.500" fontFamily="mono">{item.registerCode}</Text>
            </Text>
            <SelectField
              name={`results.${index}.conclusion`}
              label={t('field.conclusion')}
              options={INSPECTION_CONCLUSIONS.filter((conclusion) => conclusionsForCategory(item.categoryCode).includes(conclusion.code))}
            />
            <DateField name={`results.${index}.nextCheckDate`} label={t('field.nextCheckDate')} />
          </Grid>
        ))}
        <TextareaField name="remark" label={t('field.resultRemark')} maxLength={500} />
        <HStack>
          <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void submit()} data-testid="result-submit">
            {t('action.result')}
          </Button>
        </HStack>
      </Stack>
    </FormFrame>
  );
}

function IssueAction({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.issueReport.useMutation();
  return (
    <Stack gap="4" maxW="3xl">
      <Hint>{t('action.issueHint')}</Hint>
      <HStack>
        <Button
          size="sm"
          colorPalette="green"
          loading={mutation.isPending}
          data-testid="issue-report"
          onClick={async () => moved(await mutation.mutateAsync({ params: { id: application.id }, body: {} }), 'notice.issued')}
        >
          {t('action.issue')}
        </Button>
      </HStack>
    </Stack>
  );
}
