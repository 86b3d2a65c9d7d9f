import { SimpleGrid, Text } from '@chakra-ui/react';
import { FAULT_CAUSES, type Attachment, type FaultRegistration } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { faultRegistrationKeys, useFaultRegistration } from '../../api/queries/fault-registrations';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { faultViewPath } from '../../routes/paths';
import { FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { FormSaveBar } from '../../ui/form/form-save-bar';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useElevatorOptions } from '../../ui/elevator-options';
import { EMPTY_FAULT, faultFormSchema, toFaultBody, valuesFromFault, type FaultFormValues } from './fault-form';
import { useFaultRegistrationText } from './messages';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';

type FormProps = { initial: FaultFormValues; fault: FaultRegistration | null; files: readonly Attachment[] };

function FaultForm({ initial, fault, files }: FormProps) {
  const t = useFaultRegistrationText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const elevators = useElevatorOptions();
  const contractForm = useContractForm(faultFormSchema, { defaultValues: initial, notifyInvalid: true });
  const create = tsr.faultRegistrations.create.useMutation({ meta: { silent: true } });
  const update = tsr.faultRegistrations.update.useMutation({ meta: { silent: true } });
  const [attachments, setAttachments] = useState<Attachment[]>([...files]);

  const save = contractForm.handle(async (checked) => {
    const body = toFaultBody(checked, attachments.map((attachment) => attachment.id));
    const response = fault ? await update.mutateAsync({ params: { id: fault.id }, body }) : await create.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: faultRegistrationKeys.all });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('fault-registration') });
    notify('success', t('common.saved'));
    navigate(faultViewPath(response.body.id), { replace: true });
  });

  return (
    <FormFrame form={contractForm} pb="16" testId="fault-form">
      <SectionCard title={t('form.equipment')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField name="registerCode" label={t('field.registerCode')} options={elevators} emptyLabel={t('common.choose')} helper={t('form.elevatorHint')} />
          <TextField name="place" label={t('field.place')} maxLength={200} />
          <TextField name="faultAt" type="datetime-local" label={t('field.faultAt')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.fault')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="faultCause" label={t('field.faultCause')} options={FAULT_CAUSES} emptyLabel={t('common.choose')} />
          <TextareaField name="faultDescription" label={t('field.faultDescription')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.handling')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="recoveredAt" type="datetime-local" label={t('field.recoveredAt')} />
          <TextField name="handler" label={t('field.handler')} maxLength={50} />
          <TextareaField name="handling" label={t('field.handling')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType="fault-registration" refId={fault?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormSaveBar save={() => save(false)} pending={create.isPending || update.isPending} />
    </FormFrame>
  );
}

/** 登记故障 (new) or, with `?id=`, its correction and recovery. */
export function FaultFormPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const fault = useFaultRegistration(id);
  useRecordTagTitle(recordText(fault.data?.body.equipmentName, fault.data?.body.faultAt.slice(0, 10)), { edit: true });
  const files = useRecordAttachments('fault-registration', id);
  if (!id) return <FaultForm key="new" initial={EMPTY_FAULT} fault={null} files={[]} />;
  return (
    <QueryView query={fault}>
      {() => (
        <QueryView query={files}>
          {() => fault.data && files.data && <FaultForm key={id} initial={valuesFromFault(fault.data.body)} fault={fault.data.body} files={files.data.body} />}
        </QueryView>
      )}
    </QueryView>
  );
}
