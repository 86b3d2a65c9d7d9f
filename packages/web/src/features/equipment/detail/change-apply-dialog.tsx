import { Button, CloseButton, Dialog, Field, Grid, IconButton, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Attachment, EquipmentDetail, MessageKey } from '@portal/contract';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { useI18n } from '../../../i18n/i18n';
import { notify } from '../../../ui/toaster';
import { AttachmentUploader } from '../../../ui/attachments/attachment-uploader';
import { FormField } from '../../../ui/form-field';
import { notifyFailure } from '../../../lib/notify-failure';
import { OptionSelect } from '../../../ui/option-select';
import { useEquipmentText } from '../messages';
import {
  CHANGE_LABELS,
  CHANGEABLE_FIELDS,
  checkChangeApplication,
  hasChangeErrors,
  toChangeBody,
  type ChangeErrors,
  type ChangeRow,
} from './change-apply';

type ChangeApplyDialogProps = { equipment: EquipmentDetail; open: boolean; onClose: () => void; onApplied: () => void };

/** Apply to change registered fields of an equipment file: field, new value, reason, materials. */
export function ChangeApplyDialog({ equipment, open, onClose, onApplied }: ChangeApplyDialogProps) {
  const t = useEquipmentText();
  const { rule } = useI18n();
  const [rows, setRows] = useState<ChangeRow[]>([{ field: '', newValue: '' }]);
  const [reason, setReason] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<ChangeErrors | null>(null);
  const apply = tsr.equipment.applyChange.useMutation({ meta: { silent: true } });
  const options = CHANGEABLE_FIELDS.map((field) => ({ code: field, label: t(CHANGE_LABELS[field]) }));

  const rowMessage = (error: ChangeErrors['rows'][number]) => {
    if (!error) return null;
    return error === 'change.sameValue' || error === 'change.duplicate' ? t(error) : rule(error as MessageKey);
  };

  const submit = async () => {
    const found = checkChangeApplication(rows, reason, equipment);
    setErrors(found);
    if (hasChangeErrors(found)) return;
    try {
      await apply.mutateAsync({
        params: { id: equipment.id },
        body: toChangeBody(rows, reason, attachments.map((attachment) => attachment.id)),
      });
      notify('success', t('change.applied'));
      setRows([{ field: '', newValue: '' }]);
      setReason('');
      setAttachments([]);
      setErrors(null);
      onApplied();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    }
  };

  const setRow = (index: number, patch: Partial<ChangeRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="change-apply-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('change.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="3">
                <Grid templateColumns="10rem 1fr 1fr 2rem" gap="2" fontSize="sm" color="gray.500">
                  <Text>{t('change.field')}</Text>
                  <Text>{t('change.oldValue')}</Text>
                  <Text>{t('change.newValue')}</Text>
                  <span />
                </Grid>
                {rows.map((row, index) => (
                  <Field.Root key={index} invalid={!!errors?.rows[index]}>
                    <Grid templateColumns="10rem 1fr 1fr 2rem" gap="2" alignItems="center" w="full">
                      <OptionSelect
                        name={`changes.${index}.field`}
                        value={row.field}
                        options={options}
                        emptyLabel={t('common.choose')}
                        onChange={(field) => setRow(index, { field: field as ChangeRow['field'] })}
                      />
                      <Text fontSize="sm" color="gray.600" truncate>
                        {row.field ? String(equipment[row.field] ?? '') || '—' : '—'}
                      </Text>
                      <Input size="sm" name={`changes.${index}.newValue`} maxLength={200} value={row.newValue} onChange={(event) => setRow(index, { newValue: event.target.value })} />
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('common.delete')}
                        disabled={rows.length === 1}
                        onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </Grid>
                    {errors?.rows[index] && <Field.ErrorText>{rowMessage(errors.rows[index])}</Field.ErrorText>}
                  </Field.Root>
                ))}
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  disabled={rows.length >= CHANGEABLE_FIELDS.length}
                  onClick={() => setRows((current) => [...current, { field: '', newValue: '' }])}
                >
                  <LuPlus /> {t('change.addRow')}
                </Button>
                <FormField label={t('change.reason')} required error={errors?.reason ? rule(errors.reason) : null}>
                  <Textarea size="sm" name="reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
                </FormField>
                <FormField label={t('change.materials')}>
                  <AttachmentUploader refType="equipment" refId={equipment.id} value={attachments} onChange={setAttachments} />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" loading={apply.isPending} onClick={() => void submit()}>
                {t('common.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
