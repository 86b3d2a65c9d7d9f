import { Button } from '@chakra-ui/react';
import { MAINTENANCE_PROJECT_KINDS, type MaintenanceProjectDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { tsr } from '../../api/client';
import { maintenanceProjectKeys } from '../../api/queries/maintenance-projects';
import { useI18n } from '../../i18n/i18n';
import { notifyFailure } from '../../lib/notify-failure';
import { routePath } from '../../routes/path-of';
import { fieldItems } from '../../ui/info-grid';
import { ServiceApplicationDetail } from '../../ui/service-application';
import { notify } from '../../ui/toaster';
import { MAINTENANCE_PROJECT_KIND } from './maintenance-project-kind';
import { useMaintenanceProjectText } from './messages';

/** One notice as both sides read it; the unit may edit a draft or returned one and delete a draft. */
export function MaintenanceProjectDetailView({ detail, editable }: { detail: MaintenanceProjectDetail; editable: boolean }) {
  const t = useMaintenanceProjectText();
  const { label } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = tsr.maintenanceProjects.delete.useMutation({ meta: { silent: true } });
  const deleteDraft = async () => {
    try {
      await remove.mutateAsync({ params: { id: detail.id } });
      void client.invalidateQueries({ queryKey: maintenanceProjectKeys.all });
      notify('success', t('view.deleted'));
      navigate(routePath('maintenance-pro-apply-detail'), { replace: true });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    }
  };
  return (
    <ServiceApplicationDetail
      kind={MAINTENANCE_PROJECT_KIND}
      text={t}
      detail={detail}
      editable={editable}
      actions={
        detail.state === 'draft' && (
          <Button size="sm" colorPalette="red" variant="outline" loading={remove.isPending} onClick={() => void deleteDraft()}>
            {t('view.delete')}
          </Button>
        )
      }
      kindItem={{ key: 'kind', label: t('field.kind'), value: label(MAINTENANCE_PROJECT_KINDS, detail.kind) }}
      items={fieldItems(t, detail, ['constructionUnit', 'licenseNo', 'noticeDate', 'plannedCompletionDate'])}
      tail={fieldItems(t, detail, ['content'])}
    />
  );
}
