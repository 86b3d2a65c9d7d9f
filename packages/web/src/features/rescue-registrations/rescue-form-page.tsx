import { SimpleGrid, Text } from '@chakra-ui/react';
import { FAULT_CAUSES, type Attachment, type RescueRegistration } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { rescueRegistrationKeys, useRescueRegistration } from '../../api/queries/rescue-registrations';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { rescueViewPath } from '../../routes/paths';
import { FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { FormSaveBar } from '../../ui/form/form-save-bar';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { useElevatorOptions } from '../../ui/elevator-options';
import { useRescueRegistrationText } from './messages';
import { EMPTY_RESCUE, rescueFormSchema, toRescueBody, valuesFromRescue, type RescueFormValues } from './rescue-form';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';

type FormProps = { initial: RescueFormValues; rescue: RescueRegistration | null; files: readonly Attachment[] };

function RescueForm({ initial, rescue, files }: FormProps) {
  const t = useRescueRegistrationText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const elevators = useElevatorOptions();
  const contractForm = useContractForm(rescueFormSchema, { defaultValues: initial, notifyInvalid: true });
  const create = tsr.rescueRegistrations.create.useMutation({ meta: { silent: true } });
  const update = tsr.rescueRegistrations.update.useMutation({ meta: { silent: true } });
  const [attachments, setAttachments] = useState<Attachment[]>([...files]);

  const save = contractForm.handle(async (checked) => {
    const body = toRescueBody(checked, attachments.map((attachment) => attachment.id));
    const response = rescue ? await update.mutateAsync({ params: { id: rescue.id }, body }) : await create.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: rescueRegistrationKeys.all });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('rescue-registration') });
    notify('success', t('common.saved'));
    navigate(rescueViewPath(response.body.id), { replace: true });
  });

  return (
    <FormFrame form={contractForm} pb="16" testId="rescue-form">
      <SectionCard title={t('form.equipment')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField name="registerCode" label={t('field.registerCode')} options={elevators} emptyLabel={t('common.choose')} helper={t('form.elevatorHint')} />
          <TextField name="place" label={t('field.place')} maxLength={200} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.timeline')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <TextField name="alarmAt" type="datetime-local" label={t('field.alarmAt')} />
          <TextField name="reporter" label={t('field.reporter')} maxLength={50} />
          <TextField name="reporterPhone" type="tel" inputMode="tel" label={t('field.reporterPhone')} maxLength={20} />
          <TextField name="trappedCount" inputMode="numeric" label={t('field.trappedCount')} maxLength={4} />
          <TextField name="arrivedAt" type="datetime-local" label={t('field.arrivedAt')} />
          <TextField name="releasedAt" type="datetime-local" label={t('field.releasedAt')} />
          <TextField name="rescuers" label={t('field.rescuers')} maxLength={200} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.outcome')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="faultCause" label={t('field.faultCause')} options={FAULT_CAUSES} emptyLabel={t('common.choose')} />
          <TextField name="casualties" label={t('field.casualties')} maxLength={200} />
          <TextareaField name="faultDescription" label={t('field.faultDescription')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
          <TextareaField name="result" label={t('field.result')} maxLength={1000} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType="rescue-registration" refId={rescue?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormSaveBar save={() => save(false)} pending={create.isPending || update.isPending} label={t('form.save')} />
    </FormFrame>
  );
}

/** 登记困人救援 (new) or, with `?id=`, its completion: arrival, release and outcome. */
export function RescueFormPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const rescue = useRescueRegistration(id);
  useRecordTagTitle(recordText(rescue.data?.body.equipmentName, rescue.data?.body.alarmAt.slice(0, 10)), { edit: true });
  const files = useRecordAttachments('rescue-registration', id);
  if (!id) return <RescueForm key="new" initial={EMPTY_RESCUE} rescue={null} files={[]} />;
  return (
    <QueryView query={rescue}>
      {() => (
        <QueryView query={files}>
          {() => rescue.data && files.data && <RescueForm key={id} initial={valuesFromRescue(rescue.data.body)} rescue={rescue.data.body} files={files.data.body} />}
        </QueryView>
      )}
    </QueryView>
  );
}
