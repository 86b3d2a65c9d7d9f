import { Button, Field, Grid, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { Attachment, EquipmentDetail } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { AttachmentUploader } from '../../../ui/attachments/attachment-uploader';
import { DialogButtons, DialogFrame } from '../../../ui/dialog';
import { FormField, FormFrame, TextareaField, useContractForm } from '../../../ui/form';
import { useFieldMessage } from '../../../ui/form/field-message';
import { OptionSelect } from '../../../ui/option-select';
import { notify } from '../../../ui/toaster';
import { useEquipmentText } from '../messages';
import { CHANGE_LABELS, CHANGEABLE_FIELDS, changeSchema, EMPTY_CHANGE, isChangeable, toChangeBody } from './change-apply';

type ChangeApplyDialogProps = { equipment: EquipmentDetail; open: boolean; onClose: () => void; onApplied: () => void };

// Its own grid, not the kit's: on a phone (below md) the field is not 10rem, or the new value had 50 px (docs/shell.md, "Phones").
const COLUMNS = { base: 'minmax(0, 5fr) minmax(0, 3fr) minmax(0, 5fr) 2rem', md: '10rem 1fr 1fr 2rem' };

/** Apply to change registered fields of an equipment file: field, new value, reason, materials. */
export function ChangeApplyDialog({ equipment, open, onClose, onApplied }: ChangeApplyDialogProps) {
  const t = useEquipmentText();
  const text = useFieldMessage();
  const schema = useMemo(() => changeSchema(equipment, { sameValue: t('change.sameValue'), duplicate: t('change.duplicate') }), [equipment, t]);
  const contractForm = useContractForm(schema, { defaultValues: EMPTY_CHANGE });
  const { control, register, watch, setValue, reset } = contractForm.form;
  const rows = useFieldArray({ control, name: 'changes' });
  const { errors } = useFormState({ control });
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const apply = tsr.equipment.applyChange.useMutation({ meta: { silent: true } });
  const options = CHANGEABLE_FIELDS.map((field) => ({ code: field, label: t(CHANGE_LABELS[field]) }));

  const submit = contractForm.handle(async (checked) => {
    await apply.mutateAsync({ params: { id: equipment.id }, body: toChangeBody(checked, attachments.map((attachment) => attachment.id)) });
    notify('success', t('change.applied'));
    reset(EMPTY_CHANGE);
    setAttachments([]);
    onApplied();
  });

  const oldValue = (field: string) => (isChangeable(field) ? String(equipment[field] ?? '') || '—' : '—');

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('change.title')}
      testId="change-apply-dialog"
      size="lg"
      closeButton
      footer={<DialogButtons onCancel={onClose} onConfirm={() => void submit()} confirmLabel={t('common.submit')} pending={apply.isPending} />}
    >
      <FormFrame form={contractForm}>
        <Stack gap="3">
          <Grid templateColumns={COLUMNS} gap="2" fontSize="sm" color="gray.500">
            <Text>{t('change.field')}</Text>
            <Text>{t('change.oldValue')}</Text>
            <Text>{t('change.newValue')}</Text>
            <span />
          </Grid>
          {rows.fields.map((row, index) => {
            const failed = errors.changes?.[index];
            // Each message stands under the control it is about.
            const fieldMessage = text(failed?.field?.message);
            const valueMessage = text(failed?.newValue?.message);
            const field = watch(`changes.${index}.field`);
            return (
              <Stack key={row.id} gap="1" data-testid="change-row">
                <Grid templateColumns={COLUMNS} gap="2" alignItems="center" w="full">
                  <OptionSelect
                    name={`changes.${index}.field`}
                    value={field}
                    options={options}
                    emptyLabel={t('common.choose')}
                    invalid={!!fieldMessage}
                    onChange={(code) => setValue(`changes.${index}.field`, code, { shouldValidate: true })}
                  />
                  <Text fontSize="sm" color="gray.600" truncate>
                    {oldValue(field)}
                  </Text>
                  <Field.Root invalid={!!valueMessage}>
                    <Input size="sm" maxLength={200} {...register(`changes.${index}.newValue`)} />
                  </Field.Root>
                  <IconButton size="xs" variant="ghost" aria-label={t('common.delete')} disabled={rows.fields.length === 1} onClick={() => rows.remove(index)}>
                    <LuTrash2 />
                  </IconButton>
                </Grid>
                {(fieldMessage || valueMessage) && (
                  <Grid templateColumns={COLUMNS} gap="2" fontSize="xs" color="fg.error" role="alert">
                    <Text gridColumn="1">{fieldMessage}</Text>
                    <Text gridColumn="3">{valueMessage}</Text>
                  </Grid>
                )}
              </Stack>
            );
          })}
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            disabled={rows.fields.length >= CHANGEABLE_FIELDS.length}
            onClick={() => rows.append({ field: '', newValue: '' })}
          >
            <LuPlus /> {t('change.addRow')}
          </Button>
          <TextareaField name="reason" label={t('change.reason')} maxLength={500} />
          <FormField label={t('change.materials')}>
            <AttachmentUploader refType="equipment" refId={equipment.id} value={attachments} onChange={setAttachments} />
          </FormField>
        </Stack>
      </FormFrame>
    </DialogFrame>
  );
}
