import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { ACCESS, ZPreReviewBodySchema, type AccessId, type ProcessingDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { tsr } from '../../api/client';
import { useUser } from '../../session/session-state';
import { FormFrame, TextareaField, useContractForm } from '../../ui/form';
import { SectionCard } from '../../ui/section-card';
import { FeeChangeFields, useFeeDrafts } from './fee-change-fields';
import { useInspectionProcessingText } from './messages';
import { ResultForm } from './result-form';
import { ScheduleForm } from './schedule-form';
import { useMoved } from './use-moved';

function Hint({ children, status = 'info' }: { children: string; status?: 'info' | 'warning' | 'success' }) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid="processing-hint">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

type Step = 'accept' | 'inspect' | 'approve';
const STEP_ACCESS: Record<Step, AccessId> = { accept: ACCESS.inspectionAccept, inspect: ACCESS.inspectionInspect, approve: ACCESS.inspectionApprove };

/**
 * The move the application's state calls for, when the person's role holds its step (受理, 检验 or
 * 审核批准); otherwise whose turn it is. The platform checks the same on every move.
 */
export function ActionCard({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const { menuIds } = useUser();
  const holds = (step: Step) => menuIds.includes(STEP_ACCESS[step]);
  const forStep = (step: Step, move: ReactNode) => (holds(step) ? move : <Hint>{t(`action.waitingFor.${step}`)}</Hint>);
  const body = (() => {
    switch (application.state) {
      case 'submitted':
        return forStep('accept', <PreReviewForm application={application} />);
      case 'awaiting_payment':
        return application.feeChange && !application.feeChange.acceptedAt ? (
          <Hint status="warning">{t('action.awaitingFeeAcceptance', { fee: application.fee?.toFixed(2) ?? '0.00', quoted: application.feeChange.quotedFee.toFixed(2) })}</Hint>
        ) : (
          <Hint>{t('action.awaitingPayment', { fee: application.fee?.toFixed(2) ?? '0.00' })}</Hint>
        );
      case 'paid':
        return forStep('accept', <AcceptAction application={application} />);
      case 'accepted':
        return forStep('accept', <ScheduleForm application={application} visit="first" />);
      // Only a scheduled visit may move again (scheduled -> scheduled); a re-inspection is set once.
      case 'scheduled':
        return (
          <Stack gap="6">
            {holds('accept') && <ScheduleForm application={application} visit="first" />}
            {forStep('inspect', <ResultForm application={application} />)}
          </Stack>
        );
      case 'inspecting':
        return forStep('inspect', <ResultForm application={application} />);
      case 'opinion_notice':
        return <Hint status="warning">{t('action.opinionNotice', { deadline: application.rectification?.deadline ?? '—' })}</Hint>;
      case 'rectification_feedback':
        return forStep(
          'accept',
          <Stack gap="4">
            <Hint>{t('action.reinspectionHint')}</Hint>
            <ScheduleForm application={application} visit="reinspection" />
          </Stack>,
        );
      case 'reinspection':
        return forStep('inspect', <ResultForm application={application} />);
      case 'reporting':
        return forStep('approve', <IssueAction application={application} />);
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
  const contractForm = useContractForm(ZPreReviewBodySchema, { defaultValues: { decision: 'pass' as 'pass' | 'return', opinion: '', fees: [], feeReason: '' } });
  const fees = useFeeDrafts(application.items);
  const submit = contractForm.handle(async (checked) => {
    const { fees: changed, feeReason, ...decision } = checked;
    const body = changed.length > 0 ? { ...decision, fees: changed, feeReason } : decision;
    const response = await mutation.mutateAsync({ params: { id: application.id }, body });
    moved(response, checked.decision === 'pass' ? 'notice.passed' : 'notice.returned');
  });
  const choose = (decision: 'pass' | 'return') => {
    // A return keeps the quote; a pass sends only the items whose fee the editor changed.
    const changed = decision === 'pass' ? fees.changedFees() : [];
    if (changed === null) return;
    contractForm.form.setValue('decision', decision);
    contractForm.form.setValue('fees', changed);
    void submit();
  };
  return (
    <FormFrame form={contractForm} requiredMarks={false}>
      <Stack gap="4" maxW="3xl" data-testid="pre-review-form">
        <FeeChangeFields items={application.items} fees={fees} />
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

/** A move that needs no input: what it does, and the button that takes it. */
function MoveButton(props: { hint: string; label: string; testId: string; colorPalette: 'blue' | 'green'; pending: boolean; onClick: () => void }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Hint>{props.hint}</Hint>
      <HStack>
        <Button size="sm" colorPalette={props.colorPalette} loading={props.pending} data-testid={props.testId} onClick={props.onClick}>
          {props.label}
        </Button>
      </HStack>
    </Stack>
  );
}

function AcceptAction({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.accept.useMutation();
  const accept = async () => moved(await mutation.mutateAsync({ params: { id: application.id }, body: { remark: '' } }), 'notice.accepted');
  return <MoveButton hint={t('action.acceptHint')} label={t('action.accept')} testId="accept" colorPalette="blue" pending={mutation.isPending} onClick={() => void accept()} />;
}

function IssueAction({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const moved = useMoved(application.id);
  const mutation = tsr.inspectionProcessing.issueReport.useMutation();
  const issue = async () => moved(await mutation.mutateAsync({ params: { id: application.id }, body: {} }), 'notice.issued');
  return <MoveButton hint={t('action.issueHint')} label={t('action.issue')} testId="issue-report" colorPalette="green" pending={mutation.isPending} onClick={() => void issue()} />;
}
