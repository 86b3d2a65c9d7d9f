import { Alert, SimpleGrid, Text } from '@chakra-ui/react';
import { MAINTENANCE_PROJECT_KINDS, REVIEW_STATES, type Attachment, type MaintenanceProjectDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { attachmentKeys, useRecordAttachments } from '../../api/queries/attachments';
import { maintenanceProjectKeys, useMaintenanceProject } from '../../api/queries/maintenance-projects';
import { maintenanceProjectViewPath } from '../../routes/paths';
import { AttachmentUploader } from '../../ui/attachments/attachment-uploader';
import { CheckboxGroupField, DateField, FormActions, FormFrame, SelectField, TextareaField, TextField, useContractForm } from '../../ui/form';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useUnitEquipmentOptions } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import {
  EMPTY_MAINTENANCE_PROJECT,
  maintenanceProjectFormSchema,
  toMaintenanceProjectBody,
  valuesFromMaintenanceProject,
  type MaintenanceProjectFormValues,
} from './maintenance-project-form';
import { useMaintenanceProjectText } from './messages';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';

type FormProps = { initial: MaintenanceProjectFormValues; detail: MaintenanceProjectDetail | null; files: readonly Attachment[] };

function MaintenanceProjectForm({ initial, detail, files }: FormProps) {
  const t = useMaintenanceProjectText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const equipment = useUnitEquipmentOptions();
  const contractForm = useContractForm(maintenanceProjectFormSchema, { defaultValues: initial, notifyInvalid: true });
  const create = tsr.maintenanceProjects.create.useMutation({ meta: { silent: true } });
  const update = tsr.maintenanceProjects.update.useMutation({ meta: { silent: true } });
  const [attachments, setAttachments] = useState<Attachment[]>([...files]);

  const save = contractForm.handle(async (checked, commit) => {
    const body = toMaintenanceProjectBody(checked, commit, attachments.map((attachment) => attachment.id));
    const response = detail ? await update.mutateAsync({ params: { id: detail.id }, body }) : await create.mutateAsync({ body });
    void client.invalidateQueries({ queryKey: maintenanceProjectKeys.all });
    void client.invalidateQueries({ queryKey: attachmentKeys.ofType('maintenance-project') });
    notify('success', t(commit ? 'common.submitted' : 'common.saved'));
    navigate(maintenanceProjectViewPath(response.body.id), { replace: true });
  });

  return (
    <FormFrame form={contractForm} pb="16" testId="maintenance-project-form">
      {detail?.state === 'returned' && detail.opinion && (
        <Alert.Root status="warning" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('form.returned', { opinion: detail.opinion })}</Alert.Title>
        </Alert.Root>
      )}
      <SectionCard title={t('form.basics')}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <SelectField name="kind" label={t('field.kind')} options={MAINTENANCE_PROJECT_KINDS} emptyLabel={t('common.choose')} />
          <TextField name="constructionUnit" label={t('field.constructionUnit')} maxLength={100} />
          <TextField name="licenseNo" label={t('field.licenseNo')} maxLength={50} />
          <DateField name="noticeDate" label={t('field.noticeDate')} />
          <DateField name="plannedCompletionDate" label={t('field.plannedCompletionDate')} />
          <TextareaField name="content" label={t('field.content')} maxLength={2000} gridColumn={{ md: 'span 2', xl: 'span 3' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('form.equipment')}>
        <CheckboxGroupField name="equipmentIds" label={t('field.equipmentIds')} options={equipment} />
      </SectionCard>
      <SectionCard title={t('form.attachments')}>
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('form.attachmentsHint')}
        </Text>
        <AttachmentUploader refType="maintenance-project" refId={detail?.id} value={attachments} onChange={setAttachments} />
      </SectionCard>
      <FormActions save={save} pending={create.isPending || update.isPending} />
    </FormFrame>
  );
}

/** 维保项目申请 (改造 / 修理 / 维保 告知): a new notice, or `?id=` for a draft or a returned one. */
export function MaintenanceProjectFormPage() {
  const t = useMaintenanceProjectText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const preselected = (search.get('equipmentIds') ?? '').split(',').filter(Boolean);
  const query = useMaintenanceProject(id);
  useRecordTagTitle(query.data?.body.applicationNo, { edit: true });
  const files = useRecordAttachments('maintenance-project', id);
  if (!id) return <MaintenanceProjectForm key="new" initial={{ ...EMPTY_MAINTENANCE_PROJECT, equipmentIds: preselected }} detail={null} files={[]} />;
  return (
    <QueryView query={query}>
      {() => {
        const detail = query.data?.body;
        if (!detail) return null;
        if (detail.state !== 'draft' && detail.state !== 'returned') {
          return (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t('form.locked', { state: label(REVIEW_STATES, detail.state) })}</Alert.Title>
            </Alert.Root>
          );
        }
        return (
          <QueryView query={files}>
            {() => files.data && <MaintenanceProjectForm key={id} initial={valuesFromMaintenanceProject(detail)} detail={detail} files={files.data.body} />}
          </QueryView>
        );
      }}
    </QueryView>
  );
}
