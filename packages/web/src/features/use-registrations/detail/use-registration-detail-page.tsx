import { Badge, Button, Text } from '@chakra-ui/react';
import {
  ACCESS,
  EDITABLE_USE_REGISTRATION_STATES,
  findSubType,
  INSPECTION_CONCLUSIONS,
  USE_REGISTRATION_KINDS,
  USE_REGISTRATION_STATES,
  type Attachment,
  type UseRegistrationDetail,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useRegistrationKeys, useUseRegistration } from '../../../api/queries/use-registrations';
import { dashboardKeys } from '../../../api/queries/dashboard';
import { useUser } from '../../../session/session-state';
import { notify } from '../../../ui/toaster';
import { AttachmentList } from '../../../ui/attachments/attachment-list';
import { shortDateTime } from '../../../lib/dates';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { fieldItems, InfoGrid } from '../../../ui/info-grid';
import { notifyFailure } from '../../../lib/notify-failure';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { RecordTitle } from '../../../ui/record-title';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { USE_REGISTRATION_QUERY_PATH, pathToUseRegistrationApply } from '../../../routes/paths';
import { RegistrationStateBadge } from '../state-badge';
import { registrationTimeline } from './state-timeline';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { CATEGORY_NAMES } from '../../../ui/category-selects';
import { useI18n } from '../../../i18n/i18n';
import { ProgressOpinion } from '../../../ui/progress-opinion';


/** 使用登记详情 (`?id=`): the application's fields, its progress and its materials. */
export function UseRegistrationDetailPage() {
  const t = useUseRegistrationText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useUseRegistration(id);
  useRecordTagTitle(detail.data?.body.applicationNo);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return (
    <QueryView query={detail}>
      {() => (detail.data ? <RegistrationView registration={detail.data.body} onChanged={() => void detail.refetch()} /> : null)}
    </QueryView>
  );
}

function RegistrationView({ registration, onChanged }: { registration: UseRegistrationDetail; onChanged: () => void }) {
  const t = useUseRegistrationText();
  const { label, area, category } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canApply = useUser().menuIds.includes(ACCESS.useRegistrationApply);
  const editable = canApply && EDITABLE_USE_REGISTRATION_STATES.includes(registration.state);
  const [confirming, setConfirming] = useState(false);
  const [deletingFile, setDeletingFile] = useState<string | null>(null);
  const remove = tsr.useRegistrations.delete.useMutation({ meta: { silent: true } });
  const removeFile = tsr.attachments.delete.useMutation({ meta: { silent: true } });

  const item = (key: string, label: UseRegistrationTextKey, value: ReactNode) => ({ key, label: t(label), value });
  const subType = findSubType(registration.subTypeCode);

  const deleteApplication = async () => {
    try {
      await remove.mutateAsync({ params: { id: registration.id } });
      void client.invalidateQueries({ queryKey: useRegistrationKeys.all });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
      notify('success', t('common.deleted'));
      navigate(USE_REGISTRATION_QUERY_PATH, { replace: true });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setConfirming(false);
    }
  };

  const deleteAttachment = async (attachment: Attachment) => {
    setDeletingFile(attachment.id);
    try {
      await removeFile.mutateAsync({ params: { id: attachment.id } });
      notify('success', t('common.deleted'));
      onChanged();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setDeletingFile(null);
    }
  };

  return (
    <>
      <SectionCard
        testId="use-record-detail"
        title={
          <RecordTitle title={t('detail.title')} number={registration.applicationNo}>
            <RegistrationStateBadge state={registration.state} />
            <Badge variant="outline">{label(USE_REGISTRATION_KINDS, registration.kind)}</Badge>
          </RecordTitle>
        }
        actions={
          editable && (
            <>
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to={pathToUseRegistrationApply(registration.id)}>
                  <LuPencil /> {t('detail.modify')}
                </RouterLink>
              </Button>
              {registration.state === 'draft' && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  <LuTrash2 /> {t('common.delete')}
                </Button>
              )}
            </>
          )
        }
      >
        <ProgressOpinion
          text={t}
          flowLog={{ type: 'use-registration', id: registration.id }}
          steps={registrationTimeline(registration.history, registration.state, registration.updatedAt)}
          states={USE_REGISTRATION_STATES}
          opinion={registration.opinion}
          opinionTestId="registration-opinion"
        >
          <Text fontSize="sm" color={registration.declarationAccepted ? 'green.700' : 'gray.500'}>
            {t(registration.declarationAccepted ? 'detail.declared' : 'detail.notDeclared')}
          </Text>
        </ProgressOpinion>
      </SectionCard>
      <SectionCard title={t('apply.equipmentSection')}>
        <InfoGrid
          items={[
            item('equipmentName', 'field.equipmentName', registration.equipmentName),
            item('category', 'field.categoryCode', label(CATEGORY_NAMES, registration.categoryCode)),
            item('subType', 'field.subTypeCode', subType ? `${subType.code} ${category(subType.code)}` : registration.subTypeCode),
            ...fieldItems(t, registration, ['registerCode', 'deviceCode', 'useCertNo', 'model', 'productNo', 'manufacturer', 'installer', 'supervisionInstitute']),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('apply.useSection')}>
        <InfoGrid
          items={[
            ...fieldItems(t, registration, ['unitName', 'creditCode', 'unitAddress', 'unitInternalNo', 'usePlace']),
            item('area', 'field.areaCode', registration.areaCode ? area(registration.areaCode) : ''),
            ...fieldItems(t, registration, ['useDate', 'safetyManager', 'safetyManagerMobile', 'propertyUnit', 'maintenanceUnit']),
            item('submittedAt', 'field.submittedAt', shortDateTime(registration.submittedAt)),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('apply.inspectionSection')}>
        <InfoGrid
          items={[
            ...fieldItems(t, registration, ['inspectionInstitute', 'inspectionReportNo']),
            item(
              'inspectionConclusion',
              'field.inspectionConclusion',
              registration.inspectionConclusion ? label(INSPECTION_CONCLUSIONS, registration.inspectionConclusion) : '',
            ),
            item('nextCheckDate', 'field.nextCheckDate', registration.nextCheckDate),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.attachments')}>
        <AttachmentList
          items={registration.attachments}
          onDelete={editable ? (attachment) => void deleteAttachment(attachment) : undefined}
          deleting={deletingFile}
        />
      </SectionCard>
      <ConfirmDialog
        open={confirming}
        danger
        pending={remove.isPending}
        confirmLabel={t('common.delete')}
        onConfirm={() => void deleteApplication()}
        onCancel={() => setConfirming(false)}
      >
        {t('detail.confirmDelete', { no: registration.applicationNo })}
      </ConfirmDialog>
    </>
  );
}
