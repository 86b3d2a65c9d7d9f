import { Button, HStack } from '@chakra-ui/react';
import { MAINTENANCE_PROJECT_KINDS, type MaintenanceProjectDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys } from '../../api/queries/maintenance-projects';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { MAINTENANCE_PROJECT_LIST_PATH, maintenanceProjectFormPath } from '../../routes/paths';
import { ReviewStateBadge } from '../../ui/badges';
import { FlowLogLink } from '../../ui/flow-log-link';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { ReviewHistory, ServiceEquipmentTable } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import { useMaintenanceProjectText } from './messages';
import { RecordAttachmentsCard } from '../../ui/attachments/record-attachments-card';
import { useI18n } from '../../i18n/i18n';

/** One notice as both sides read it; the unit may edit a draft or returned one and delete a draft. */
export function MaintenanceProjectDetailView({ detail, editable }: { detail: MaintenanceProjectDetail; editable: boolean }) {
  const t = useMaintenanceProjectText();
  const { label } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = tsr.maintenanceProjects.delete.useMutation({ meta: { silent: true } });
  const changeable = editable && (detail.state === 'draft' || detail.state === 'returned');
  const deleteDraft = async () => {
    try {
      await remove.mutateAsync({ params: { id: detail.id } });
      void client.invalidateQueries({ queryKey: maintenanceProjectKeys.all });
      notify('success', t('view.deleted'));
      navigate(MAINTENANCE_PROJECT_LIST_PATH, { replace: true });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    }
  };
  return (
    <div data-testid="maintenance-project-detail">
      <SectionCard
        title={t('view.title')}
        actions={
          changeable ? (
            <HStack gap="2">
              {detail.state === 'draft' && (
                <Button size="sm" colorPalette="red" variant="outline" loading={remove.isPending} onClick={() => void deleteDraft()}>
                  {t('view.delete')}
                </Button>
              )}
              <Button asChild size="sm" colorPalette="blue" variant="outline">
                <RouterLink to={maintenanceProjectFormPath(detail.id)}>{t('common.edit')}</RouterLink>
              </Button>
            </HStack>
          ) : undefined
        }
      >
        <InfoGrid
          items={[
            { key: 'applicationNo', label: t('field.applicationNo'), value: detail.applicationNo },
            { key: 'state', label: t('field.state'), value: <ReviewStateBadge state={detail.state} /> },
            { key: 'kind', label: t('field.kind'), value: label(MAINTENANCE_PROJECT_KINDS, detail.kind) },
            { key: 'unitName', label: t('field.unitName'), value: detail.unitName },
            { key: 'constructionUnit', label: t('field.constructionUnit'), value: detail.constructionUnit },
            { key: 'licenseNo', label: t('field.licenseNo'), value: detail.licenseNo },
            { key: 'noticeDate', label: t('field.noticeDate'), value: detail.noticeDate },
            { key: 'plannedCompletionDate', label: t('field.plannedCompletionDate'), value: detail.plannedCompletionDate },
            { key: 'appliedAt', label: t('field.appliedAt'), value: shortDateTime(detail.appliedAt) },
            { key: 'content', label: t('field.content'), value: detail.content },
            { key: 'opinion', label: t('field.opinion'), value: detail.opinion },
          ]}
        />
      </SectionCard>
      <ServiceEquipmentTable title={t('form.equipment')} items={detail.equipment} labels={{ registerCode: t('field.registerCode'), name: t('field.equipmentName') }} />
      <RecordAttachmentsCard title={t('form.attachments')} refType="maintenance-project" refId={detail.id} testId="maintenance-project-attachments" />
      <ReviewHistory title={t('view.history')} history={detail.history} state={detail.state} at={detail.appliedAt ?? ''} actions={<FlowLogLink type="maintenance-project" id={detail.id} />} />
    </div>
  );
}
