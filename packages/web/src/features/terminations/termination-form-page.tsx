import { TERMINATION_TYPES } from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { tsr } from '../../api/client';
import { terminationKeys, useTermination } from '../../api/queries/terminations';
import { DateField, recordSave, SelectField, TextareaField, TextField } from '../../ui/form';
import { serviceApplicationFormPage } from '../../ui/service-application';
import { useTerminationText } from './messages';
import { EMPTY_TERMINATION, terminationFormSchema, valuesFromTermination } from './termination-form';
import { TERMINATION_KIND } from './termination-kind';

/** 申请信息 of a termination; 停用结束日期 only for 停用. */
function TerminationFields() {
  const t = useTerminationText();
  const type = useWatch({ name: 'type' });
  return (
    <>
      <SelectField name="type" label={t('field.type')} options={TERMINATION_TYPES} emptyLabel={t('common.choose')} helper={t('form.typeHint')} />
      <DateField name="stopFrom" label={t('field.stopFrom')} />
      {type === 'out_of_service' && <DateField name="stopTo" label={t('field.stopTo')} />}
      <TextField name="handler" label={t('field.handler')} maxLength={50} />
      <TextareaField name="reason" label={t('field.reason')} maxLength={500} gridColumn={{ md: 'span 2' }} />
      <TextareaField name="remark" label={t('field.remark')} maxLength={500} gridColumn={{ md: 'span 2' }} />
    </>
  );
}

/** 停用报废注销申请: a new application (`?equipmentIds=` pre-selects), or `?id=` for a draft or a returned one. */
export const TerminationFormPage = serviceApplicationFormPage({
  kind: TERMINATION_KIND,
  useText: useTerminationText,
  useRecord: useTermination,
  useSave: () => recordSave(tsr.terminations.create.useMutation({ meta: { silent: true } }), tsr.terminations.update.useMutation({ meta: { silent: true } })),
  schema: terminationFormSchema,
  initialOf: (detail, preselected) => (detail ? valuesFromTermination(detail) : { ...EMPTY_TERMINATION, equipmentIds: preselected }),
  invalidates: terminationKeys.all,
  fields: TerminationFields,
});
