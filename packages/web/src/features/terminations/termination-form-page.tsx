import { Alert, SimpleGrid, Text } from '@chakra-ui/react';
import { REVIEW_STATES, TERMINATION_TYPES, type Attachment, type TerminationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { terminationKeys, useTermination } from '../../api/queries/terminations';
import { terminationViewPath } from '../../routes/paths';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { CheckboxGroupField, DateField, FormActions, FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useUnitEquipmentOptions } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import { useTerminationText } from './messages';
import { EMPTY_TERMINATION, terminationFormSchema, toTerminationBody, valuesFromTermination, type TerminationFormValues } from './termination-form';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';

type FormProps = { initial: TerminationFormValues; detail: TerminationDetail | null; files: readonly Attachment[] };

function TerminationForm({ initial, detail, files }: FormProps) {
  const t = useTerminationText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const equipment = useUnitEquipmentOptions();
  const contractForm = useContractForm(terminationFormSchema, { defaultValues: initial, notifyInvalid: true });
  const create = tsr.terminations.create.useMutation({ meta: { silent: true } });
  const update = tsr.terminations.update.useMutation({ meta: { silent: true } });
  const type = contractForm.form.watch('type');
  const [attachments, setAttachments] = useState<Attachment[]>([...files]);

  const save = contractForm.handle(async (checked, commit) => {
    const body = toTerminationBody(checked, commit, attachments.map((attachment) => attachment.id));
    const response = detail ? await update.mutateAsync({ params: { id: detail.id }, body }) : await create.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: terminationKeys.all });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('termination') });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    navigate(terminationViewPath(response.body.id), { replace: true });
  });

  return (
    <FormFrame form={contractForm} pb="16" testId="termination-form">
      {detail?.state === 'returned' && detail.opinion && (
        <Alert.Root status="warning" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('form.returned', { opinion: detail.opinion })}</Alert.Title>
        </Alert.Root>
      )}
      <SectionCard title={t('form.basics')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField name="type" label={t('field.type')} options={TERMINATION_TYPES} emptyLabel={t('common.choose')} helper={t('form.typeHint')} />
          <DateField name="stopFrom" label={t('field.stopFrom')} />
          {type === 'out_of_service' && <DateField name="stopTo" label={t('field.stopTo')} />}
          <TextField name="handler" label={t('field.handler')} maxLength={50} />
          <TextareaField name="reason" label={t('field.reason')} maxLength={500} gridColumn={{ md: 'span 2' }} />
          <TextareaField name="remark" label={t('field.remark')} maxLength={500} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.equipment')}>
        <CheckboxGroupField name="equipmentIds" label={t('field.equipmentIds')} options={equipment} />
      </SectionCard>
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType="termination" refId={detail?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormActions save={save} pending={create.isPending || update.isPending} />
    </FormFrame>
  );
}

/** 停用报废注销申请: a new application (`?equipmentIds=` pre-selects), or `?id=` for a draft or a returned one. */
export function TerminationFormPage() {
  const t = useTerminationText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const preselected = (search.get('equipmentIds') ?? '').split(',').filter(Boolean);
  const query = useTermination(id);
  useRecordTagTitle(query.data?.body.applicationNo, { edit: true });
  const files = useRecordAttachments('termination', id);
  if (!id) return <TerminationForm key="new" initial={{ ...EMPTY_TERMINATION, equipmentIds: preselected }} detail={null} files={[]} />;
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        if (detail.state !== 'draft' && detail.state !== 'returned') {
          return (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t('form.locked', { state: label(REVIEW_STATES, detail.state) })}</Alert.Title>
            </Alert.Root>
          );
        }
        return (
          <QueryView query={files}>
            {() => files.data && <TerminationForm key={id} initial={valuesFromTermination(detail)} detail={detail} files={files.data.body} />}
          </QueryView>
        );
      }}
    </QueryView>
  );
}
