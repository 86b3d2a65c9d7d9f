import { Button, SimpleGrid } from '@chakra-ui/react';
import { CONSTRUCTION_KINDS, REGISTER_CODE_LENGTH, ZConstructionRecordFormSchema } from '@portal/contract';
import { tsr } from '../../api/client';
import { useConstructionRecord } from '../../api/queries/construction-records';
import { CATEGORY_OPTIONS } from '../../ui/category-selects';
import { DialogBody, DialogFooter, DialogFrame } from '../../ui/dialog';
import { DateField, FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { notify } from '../../ui/toaster';
import { useConstructionRecordText, type ConstructionRecordTextKey } from './messages';
import { constructionValuesOf, EMPTY_CONSTRUCTION, toConstructionBody, type ConstructionValues } from './construction-form';

export type ConstructionDialogTarget = { mode: 'add' } | { mode: 'edit' | 'view'; id: string };

type DialogProps = { target: ConstructionDialogTarget | null; onClose: () => void; onSaved: () => void };

/** Add, edit or read one construction record (施工告知). */
export function ConstructionRecordDialog({ target, onClose, onSaved }: DialogProps) {
  const t = useConstructionRecordText();
  const id = target && target.mode !== 'add' ? target.id : null;
  const detail = useConstructionRecord(id);
  const loaded = detail.data?.body;
  return (
    <DialogFrame open={target !== null} onClose={onClose} title={target ? t(`construction.${target.mode}`) : ''} testId="construction-dialog" size="xl" closeButton bodyless>
      {target?.mode === 'add' ? (
        <ConstructionForm key="add" initial={EMPTY_CONSTRUCTION} readOnly={false} recordId={null} onDone={onSaved} onCancel={onClose} />
      ) : detail.isError ? (
        <DialogBody>
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        </DialogBody>
      ) : !loaded || !target ? (
        <DialogBody>
          <LoadingState />
        </DialogBody>
      ) : (
        <ConstructionForm
          key={`${target.mode}-${loaded.id}`}
          initial={constructionValuesOf(loaded)}
          readOnly={target.mode === 'view'}
          recordId={loaded.id}
          onDone={onSaved}
          onCancel={onClose}
        />
      )}
    </DialogFrame>
  );
}

type TextName = 'equipmentName' | 'registerCode' | 'deviceCode' | 'usePlace' | 'constructionUnit' | 'licenseNo';

const TEXTS: ReadonlyArray<{ name: TextName; label: ConstructionRecordTextKey; maxLength: number }> = [
  { name: 'equipmentName', label: 'field.name', maxLength: 100 },
  { name: 'registerCode', label: 'field.registerCode', maxLength: REGISTER_CODE_LENGTH },
  { name: 'deviceCode', label: 'field.deviceCode', maxLength: 50 },
  { name: 'usePlace', label: 'field.usePlace', maxLength: 200 },
  { name: 'constructionUnit', label: 'construction.unit', maxLength: 100 },
  { name: 'licenseNo', label: 'construction.licenseNo', maxLength: 50 },
];

type FormProps = {
  initial: ConstructionValues;
  readOnly: boolean;
  recordId: string | null;
  onDone: () => void;
  onCancel: () => void;
};

function ConstructionForm({ initial, readOnly, recordId, onDone, onCancel }: FormProps) {
  const t = useConstructionRecordText();
  const contractForm = useContractForm(ZConstructionRecordFormSchema, { defaultValues: initial });
  const create = tsr.constructionRecords.create.useMutation({ meta: { silent: true } });
  const update = tsr.constructionRecords.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const save = contractForm.handle(async (checked, commit) => {
    const body = toConstructionBody(checked, commit);
    if (recordId) await update.mutateAsync({ params: { id: recordId }, body });
    else await create.mutateAsync({ body });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    onDone();
  });

  return (
    <>
      <DialogBody>
        <FormFrame form={contractForm} readOnly={readOnly}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField name="categoryCode" label={t('field.category')} options={CATEGORY_OPTIONS} emptyLabel={t('common.choose')} />
            <SelectField name="kind" label={t('construction.kind')} options={CONSTRUCTION_KINDS} emptyLabel={t('common.choose')} />
            {TEXTS.map((text) => (
              <TextField key={text.name} name={text.name} label={t(text.label)} maxLength={text.maxLength} />
            ))}
            <DateField name="noticeDate" label={t('construction.noticeDate')} inDialog />
            <DateField name="plannedCompletionDate" label={t('construction.plannedCompletionDate')} inDialog />
          </SimpleGrid>
          <TextareaField name="remark" label={t('construction.remark')} maxLength={500} mt="4" />
        </FormFrame>
      </DialogBody>
      {readOnly ? (
        <DialogFooter onCancel={onCancel} cancelLabel={t('common.close')} />
      ) : (
        <DialogFooter onCancel={onCancel} onConfirm={() => void save(true)} confirmLabel={t('common.submit')} pending={pending}>
          <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)}>
            {t('common.save')}
          </Button>
        </DialogFooter>
      )}
    </>
  );
}
