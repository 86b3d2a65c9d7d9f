import { Button, CloseButton, Dialog, Portal, SimpleGrid, Textarea } from '@chakra-ui/react';
import { CONSTRUCTION_KINDS, REGISTER_CODE_LENGTH } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../../api/client';
import { notify } from '../../ui/toaster';
import { CATEGORY_OPTIONS } from '../../ui/category-selects';
import { FormField } from '../../ui/form-field';
import { InputField } from '../../ui/input-field';
import { OptionSelect } from '../../ui/option-select';
import { notifyFailure } from '../../lib/notify-failure';
import { problemFieldErrors } from '../../lib/problem-text';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { useFormErrors, useFormMessage } from '../../lib/use-form-errors';
import { useConstructionRecordText, type ConstructionRecordTextKey } from './messages';
import {
  checkConstructionField,
  CONSTRUCTION_FIELDS,
  constructionValuesOf,
  EMPTY_CONSTRUCTION,
  isConstructionRequired,
  toConstructionBody,
  type ConstructionField,
  type ConstructionValues,
} from './construction-form';

export type ConstructionDialogTarget = { mode: 'add' } | { mode: 'edit' | 'view'; id: string };

type DialogProps = { target: ConstructionDialogTarget | null; onClose: () => void; onSaved: () => void };

/** Add, edit or read one construction record (施工告知). */
export function ConstructionRecordDialog({ target, onClose, onSaved }: DialogProps) {
  const t = useConstructionRecordText();
  const id = target && target.mode !== 'add' ? target.id : null;
  const detail = tsr.constructionRecords.get.useQuery({
    queryKey: ['constructionRecords', 'get', id],
    queryData: id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
  const title = target ? t(`construction.${target.mode}`) : '';
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="construction-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
            {target?.mode === 'add' ? (
              <ConstructionForm key="add" initial={EMPTY_CONSTRUCTION} readOnly={false} recordId={null} onDone={onSaved} onCancel={onClose} />
            ) : detail.isError ? (
              <Dialog.Body>
                <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
              </Dialog.Body>
            ) : !detail.data || !target ? (
              <Dialog.Body>
                <LoadingState />
              </Dialog.Body>
            ) : (
              <ConstructionForm
                key={`${target.mode}-${detail.data.body.id}`}
                initial={constructionValuesOf(detail.data.body)}
                readOnly={target.mode === 'view'}
                recordId={detail.data.body.id}
                onDone={onSaved}
                onCancel={onClose}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const LABELS: Record<ConstructionField, ConstructionRecordTextKey> = {
  categoryCode: 'field.category',
  equipmentName: 'field.name',
  registerCode: 'field.registerCode',
  deviceCode: 'field.deviceCode',
  kind: 'construction.kind',
  constructionUnit: 'construction.unit',
  licenseNo: 'construction.licenseNo',
  noticeDate: 'construction.noticeDate',
  plannedCompletionDate: 'construction.plannedCompletionDate',
  usePlace: 'field.usePlace',
  remark: 'construction.remark',
};

const MAX: Partial<Record<ConstructionField, number>> = {
  equipmentName: 100,
  registerCode: REGISTER_CODE_LENGTH,
  deviceCode: 50,
  constructionUnit: 100,
  licenseNo: 50,
  usePlace: 200,
  remark: 500,
};

type FormProps = {
  initial: ConstructionValues;
  readOnly: boolean;
  recordId: string | null;
  onDone: () => void;
  onCancel: () => void;
};

function ConstructionForm({ initial, readOnly, recordId, onDone, onCancel }: FormProps) {
  const t = useConstructionRecordText();
  const formMessage = useFormMessage();
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, validateAll } = useFormErrors(values, CONSTRUCTION_FIELDS, checkConstructionField);
  const create = tsr.constructionRecords.create.useMutation({ meta: { silent: true } });
  const update = tsr.constructionRecords.update.useMutation({ meta: { silent: true } });
  const pending = create.isPending || update.isPending;

  const set = (field: ConstructionField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const message = (field: ConstructionField) => (errors[field] ? formMessage(errors[field]) : (serverErrors[field] ?? null));

  const save = async (commit: boolean) => {
    if (Object.keys(validateAll()).length > 0) return;
    const body = toConstructionBody(values, commit);
    try {
      if (recordId) await update.mutateAsync({ params: { id: recordId }, body });
      else await create.mutateAsync({ body });
      notify('success', t(commit ? 'common.submitted' : 'common.saved'));
      onDone();
    } catch (error) {
      setServerErrors(problemFieldErrors(error));
      notifyFailure(error, t('common.serverError'));
    }
  };

  const input = (field: ConstructionField, type: 'text' | 'date' = 'text') => (
    <InputField
      key={field}
      label={t(LABELS[field])}
      name={field}
      type={type}
      value={values[field]}
      required={isConstructionRequired(field)}
      readOnly={readOnly}
      maxLength={MAX[field]}
      error={message(field)}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t(LABELS.categoryCode)} required={!readOnly} error={message('categoryCode')}>
            <OptionSelect
              name="categoryCode"
              value={values.categoryCode}
              options={CATEGORY_OPTIONS}
              emptyLabel={t('common.choose')}
              disabled={readOnly}
              onChange={(value) => set('categoryCode', value)}
            />
          </FormField>
          <FormField label={t(LABELS.kind)} required={!readOnly} error={message('kind')}>
            <OptionSelect
              name="kind"
              value={values.kind}
              options={CONSTRUCTION_KINDS}
              emptyLabel={t('common.choose')}
              disabled={readOnly}
              onChange={(value) => set('kind', value)}
            />
          </FormField>
          {input('equipmentName')}
          {input('registerCode')}
          {input('deviceCode')}
          {input('usePlace')}
          {input('constructionUnit')}
          {input('licenseNo')}
          {input('noticeDate', 'date')}
          {input('plannedCompletionDate', 'date')}
        </SimpleGrid>
        <FormField label={t(LABELS.remark)} error={message('remark')} mt="4">
          <Textarea
            size="sm"
            name="remark"
            value={values.remark}
            readOnly={readOnly}
            maxLength={MAX.remark}
            onChange={(event) => set('remark', event.target.value)}
          />
        </FormField>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t(readOnly ? 'common.close' : 'common.cancel')}
        </Button>
        {!readOnly && (
          <>
            <Button size="sm" variant="outline" colorPalette="blue" loading={pending} onClick={() => void save(false)}>
              {t('common.save')}
            </Button>
            <Button size="sm" colorPalette="blue" loading={pending} onClick={() => void save(true)}>
              {t('common.submit')}
            </Button>
          </>
        )}
      </Dialog.Footer>
    </>
  );
}
