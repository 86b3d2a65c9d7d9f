import { TERMINATION_TYPES } from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { tsr } from '../../api/client';
import { terminationKeys, useTermination } from '../../api/queries/terminations';
import { DateField, recordSave, SelectField, TextareaField, TextField } from '../../ui/form';
import { ServiceApplicationFormPage, useApplicationTarget } from '../../ui/service-application';
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
export function TerminationFormPage() {
  const t = useTerminationText();
  const { id, preselected } = useApplicationTarget();
  const query = useTermination(id);
  const create = tsr.terminations.create.useMutation({ meta: { silent: true } });
  const update = tsr.terminations.update.useMutation({ meta: { silent: true } });
  return (
    <ServiceApplicationFormPage
      kind={TERMINATION_KIND}
      text={t}
      id={id}
      query={query}
      schema={terminationFormSchema}
      initialOf={(detail) => (detail ? valuesFromTermination(detail) : { ...EMPTY_TERMINATION, equipmentIds: preselected })}
      fields={<TerminationFields />}
      {...recordSave(create, update)}
      invalidates={terminationKeys.all}
    />
  );
}
