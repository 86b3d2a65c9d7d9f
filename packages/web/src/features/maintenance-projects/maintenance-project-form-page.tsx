import { MAINTENANCE_PROJECT_KINDS } from '@portal/contract';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys, useMaintenanceProject } from '../../api/queries/maintenance-projects';
import { DateField, recordSave, SelectField, TextareaField, TextField } from '../../ui/form';
import { serviceApplicationFormPage } from '../../ui/service-application';
import { EMPTY_MAINTENANCE_PROJECT, maintenanceProjectFormSchema, valuesFromMaintenanceProject } from './maintenance-project-form';
import { MAINTENANCE_PROJECT_KIND } from './maintenance-project-kind';
import { useMaintenanceProjectText } from './messages';

/** 告知信息 of a maintenance project. */
function MaintenanceProjectFields() {
  const t = useMaintenanceProjectText();
  return (
    <>
      <SelectField name="kind" label={t('field.kind')} options={MAINTENANCE_PROJECT_KINDS} emptyLabel={t('common.choose')} />
      <TextField name="constructionUnit" label={t('field.constructionUnit')} maxLength={100} />
      <TextField name="licenseNo" label={t('field.licenseNo')} maxLength={50} />
      <DateField name="noticeDate" label={t('field.noticeDate')} />
      <DateField name="plannedCompletionDate" label={t('field.plannedCompletionDate')} />
      <TextareaField name="content" label={t('field.content')} maxLength={2000} gridColumn={{ md: 'span 2', xl: 'span 3' }} />
    </>
  );
}

/** 维保项目申请 (改造 / 修理 / 维保 告知): a new notice, or `?id=` for a draft or a returned one. */
export const MaintenanceProjectFormPage = serviceApplicationFormPage({
  kind: MAINTENANCE_PROJECT_KIND,
  useText: useMaintenanceProjectText,
  useRecord: useMaintenanceProject,
  useSave: () => recordSave(tsr.maintenanceProjects.create.useMutation({ meta: { silent: true } }), tsr.maintenanceProjects.update.useMutation({ meta: { silent: true } })),
  schema: maintenanceProjectFormSchema,
  initialOf: (detail, preselected) => (detail ? valuesFromMaintenanceProject(detail) : { ...EMPTY_MAINTENANCE_PROJECT, equipmentIds: preselected }),
  invalidates: maintenanceProjectKeys.all,
  fields: MaintenanceProjectFields,
});
