import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EMPLOYMENT_STATES, GENDERS, ZWorkerFormSchema, type Attachment } from '@portal/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { tsr } from '../../api/client';
import { useRecordAttachments } from '../../api/queries/attachments';
import { useWorker } from '../../api/queries/workers';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { DialogBody, DialogFooter, DialogFrame } from '../../ui/dialog';
import { DateField, FormFrame, SelectField, TextareaField, TextField, useContractForm, type ContractForm } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { notify } from '../../ui/toaster';
import { WORK_ITEM_OPTIONS } from './list-params';
import { useWorkerText } from './messages';
import { EMPTY_CERTIFICATE, EMPTY_WORKER, toWorkerBody, workerValuesOf, type WorkerValues } from './worker-form';

export type WorkerDialogTarget = { mode: 'add' } | { mode: 'edit'; id: string };

type DialogProps = { target: WorkerDialogTarget | null; onClose: () => void; onSaved: (id: string) => void };

/** Add or edit one worker with the whole set of their certificates. */
export function WorkerDialog({ target, onClose, onSaved }: DialogProps) {
  const t = useWorkerText();
  const id = target?.mode === 'edit' ? target.id : null;
  const detail = useWorker(id);
  const files = useRecordAttachments('worker', id ?? '');
  const loaded = detail.data?.body;
  const loadedFiles = files.data?.body;
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      title={target ? t(target.mode === 'add' ? 'form.add' : 'form.edit') : ''}
      testId="worker-dialog"
      size="xl"
      closeButton
      bodyless
    >
      {target?.mode === 'add' ? (
        <WorkerFormView key="add" initial={EMPTY_WORKER} workerId={null} attachments={[]} onDone={onSaved} onCancel={onClose} />
      ) : detail.isError || files.isError ? (
        <DialogBody>
          <ErrorState error={detail.error ?? files.error} onRetry={() => void Promise.all([detail.refetch(), files.refetch()])} />
        </DialogBody>
      ) : !loaded || !loadedFiles ? (
        <DialogBody>
          <LoadingState />
        </DialogBody>
      ) : (
        <WorkerFormView
          key={`edit-${loaded.id}`}
          initial={workerValuesOf(loaded)}
          workerId={loaded.id}
          attachments={loadedFiles}
          onDone={onSaved}
          onCancel={onClose}
        />
      )}
    </DialogFrame>
  );
}

type FormProps = {
  initial: WorkerValues;
  workerId: string | null;
  attachments: readonly Attachment[];
  onDone: (id: string) => void;
  onCancel: () => void;
};

function WorkerFormView({ initial, workerId, attachments: initialAttachments, onDone, onCancel }: FormProps) {
  const t = useWorkerText();
  const [attachments, setAttachments] = useState<Attachment[]>([...initialAttachments]);
  const contractForm = useContractForm(ZWorkerFormSchema, { defaultValues: initial });
  const create = tsr.workers.create.useMutation({ meta: { silent: true } });
  const update = tsr.workers.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const save = contractForm.handle(async (checked) => {
    const body = toWorkerBody(
      checked,
      attachments.map((attachment) => attachment.id),
    );
    const saved = workerId ? await update.mutateAsync({ params: { id: workerId }, body }) : await create.mutateAsync({ body });
    notify('success', t('common.saved'));
    onDone(saved.body.id);
  });

  return (
    <>
      <DialogBody>
        <FormFrame form={contractForm} testId="worker-form">
          <Heading size="sm" mb="3">
            {t('form.person')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="name" label={t('field.name')} maxLength={50} />
            <SelectField name="gender" label={t('field.gender')} options={GENDERS} emptyLabel={t('common.choose')} />
            <TextField name="idCard" label={t('field.idCard')} maxLength={18} />
            <TextField name="mobile" label={t('field.mobile')} maxLength={11} inputMode="tel" />
            <SelectField name="employmentState" label={t('field.employmentState')} options={EMPLOYMENT_STATES} />
          </SimpleGrid>
          <TextareaField name="remark" label={t('field.remark')} maxLength={500} mt="4" />
          <CertificateRows form={contractForm} />
          <Heading size="sm" mt="5" mb="3">
            {t('form.attachments')}
          </Heading>
          <AttachmentUploader refType="worker" refId={workerId ?? undefined} value={attachments} onChange={setAttachments} />
        </FormFrame>
      </DialogBody>
      <DialogFooter onCancel={onCancel} onConfirm={() => void save()} confirmLabel={t('common.save')} pending={pending} />
    </>
  );
}

/** The certificates of the form, one card each; the regulation's code, number, issuer and dates. */
function CertificateRows({ form }: { form: ContractForm<WorkerValues, unknown> }) {
  const t = useWorkerText();
  const rows = useFieldArray({ control: form.form.control, name: 'certificates' });
  return (
    <Box mt="5">
      <HStack justify="space-between" mb="3">
        <Heading size="sm">{t('form.certificates')}</Heading>
        <Button size="xs" variant="outline" colorPalette="blue" onClick={() => rows.append({ ...EMPTY_CERTIFICATE })} data-testid="add-certificate">
          <LuPlus /> {t('form.addCertificate')}
        </Button>
      </HStack>
      {rows.fields.length === 0 && (
        <Text fontSize="sm" color="gray.500">
          {t('form.noCertificates')}
        </Text>
      )}
      <Stack gap="3">
        {rows.fields.map((row, index) => (
          <Box key={row.id} borderWidth="1px" borderRadius="md" p="3" data-testid="certificate-row">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <SelectField name={`certificates.${index}.workItem`} label={t('field.workItem')} options={WORK_ITEM_OPTIONS} emptyLabel={t('common.choose')} />
              <TextField name={`certificates.${index}.certificateNo`} label={t('field.certificateNo')} maxLength={50} />
              <TextField name={`certificates.${index}.issuingAuthority`} label={t('field.issuingAuthority')} maxLength={100} />
              <DateField name={`certificates.${index}.issueDate`} label={t('field.issueDate')} inDialog />
              <DateField name={`certificates.${index}.validTo`} label={t('field.validTo')} inDialog />
              <DateField name={`certificates.${index}.reviewDate`} label={t('field.reviewDate')} inDialog />
            </SimpleGrid>
            <HStack justify="flex-end" mt="2">
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => rows.remove(index)}>
                <LuTrash2 /> {t('form.removeCertificate')}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
