import { Button, HStack, Stack } from '@chakra-ui/react';
import type { RegistrationState } from '@portal/contract';
import { useI18n } from '../i18n/i18n';
import { shortDateTime } from '../lib/dates';
import { AuditStateBadge } from './badges';
import { FormFrame, TextareaField, useContractForm, type FormSchema } from './form';
import { InfoGrid } from './info-grid';
import { SectionCard } from './section-card';

/** The decision an institute audit records: outcome, who, when and the opinion. */
export type AuditRecordView = { state: RegistrationState; auditor: string | null; auditedAt: string | null; opinion: string | null };

export type AuditDecisionValues = { approved: boolean; opinion?: string };

/** 审核 of an application: the recorded decision once taken (who, when, outcome, opinion). */
export function AuditRecordCard({ record }: { record: AuditRecordView }) {
  const { t } = useI18n();
  return (
    <SectionCard title={t('audit.title')} testId="audit-record">
      <InfoGrid
        columns={2}
        items={[
          { key: 'outcome', label: t('audit.outcome'), value: <AuditStateBadge state={record.state} /> },
          { key: 'auditor', label: t('audit.auditor'), value: record.auditor },
          { key: 'auditedAt', label: t('audit.auditedAt'), value: record.auditedAt ? shortDateTime(record.auditedAt) : '' },
          { key: 'opinion', label: t('audit.opinion'), value: record.opinion || t('audit.none') },
        ]}
      />
    </SectionCard>
  );
}

type AuditDecisionFormProps<Out> = {
  /** The contract's body of the audit call: rejecting needs an opinion, its words are the spec's. */
  schema: FormSchema<AuditDecisionValues, Out>;
  decide: (checked: Out) => Promise<unknown>;
  pending?: boolean;
};

/**
 * 审核通过 / 审核不通过 with an opinion, checked by the contract's schema; the gateway's 400
 * messages land on the opinion field as well.
 */
export function AuditDecisionForm<Out>({ schema, decide, pending }: AuditDecisionFormProps<Out>) {
  const { t } = useI18n();
  const contractForm = useContractForm(schema, { defaultValues: { approved: true, opinion: '' } });
  const submit = contractForm.handle((checked) => decide(checked));
  const choose = (approved: boolean) => {
    contractForm.form.setValue('approved', approved);
    void submit();
  };
  return (
    <SectionCard title={t('audit.title')} testId="audit-decision">
      <FormFrame form={contractForm} requiredMarks={false}>
        <Stack gap="4" maxW="3xl">
          <TextareaField name="opinion" label={t('audit.opinion')} maxLength={500} />
          <HStack gap="3">
            <Button size="sm" colorPalette="green" loading={pending} onClick={() => choose(true)} data-testid="audit-approve">
              {t('audit.approve')}
            </Button>
            <Button size="sm" colorPalette="red" variant="outline" loading={pending} onClick={() => choose(false)} data-testid="audit-reject">
              {t('audit.reject')}
            </Button>
          </HStack>
        </Stack>
      </FormFrame>
    </SectionCard>
  );
}
