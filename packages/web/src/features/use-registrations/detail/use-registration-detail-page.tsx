import { Badge, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import {
  ACCESS,
  EDITABLE_USE_REGISTRATION_STATES,
  findSubType,
  INSPECTION_CONCLUSIONS,
  USE_REGISTRATION_KINDS,
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
import { FlowLogLink } from '../../../ui/flow-log-link';
import { shortDateTime } from '../../../lib/dates';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { InfoGrid } from '../../../ui/info-grid';
import { notifyFailure } from '../../../lib/notify-failure';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { USE_REGISTRATION_QUERY_PATH, pathToUseRegistrationApply } from '../../../routes/paths';
import { RegistrationStateBadge } from '../state-badge';
import { registrationTimeline } from './state-timeline';
import { StateTimelineView } from './state-timeline-view';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { CATEGORY_NAMES } from '../../../ui/category-selects';
import { useI18n } from '../../../i18n/i18n';


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
          <HStack gap="3" wrap="wrap">
            <span>{t('detail.title')}</span>
            <Text as="span" fontFamily="mono" fontSize="md" color="gray.600">
              {registration.applicationNo}
            </Text>
            <RegistrationStateBadge state={registration.state} />
            <Badge variant="outline">{label(USE_REGISTRATION_KINDS, registration.kind)}</Badge>
          </HStack>
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
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
          <Stack gap="2">
            <HStack justify="space-between" gap="3">
              <Text fontWeight="medium">{t('detail.timeline')}</Text>
              <FlowLogLink type="use-registration" id={registration.id} />
            </HStack>
            <StateTimelineView steps={registrationTimeline(registration.history, registration.state, registration.updatedAt)} />
          </Stack>
          <Stack gap="3">
            <Text fontWeight="medium">{t('detail.opinion')}</Text>
            <Text
              fontSize="sm"
              p="3"
              bg="gray.50"
              borderRadius="md"
              whiteSpace="pre-wrap"
              color={registration.opinion ? 'gray.800' : 'gray.500'}
              data-testid="registration-opinion"
            >
              {registration.opinion || t('detail.noOpinion')}
            </Text>
            <Text fontSize="sm" color={registration.declarationAccepted ? 'green.700' : 'gray.500'}>
              {t(registration.declarationAccepted ? 'detail.declared' : 'detail.notDeclared')}
            </Text>
          </Stack>
        </Grid>
      </SectionCard>
      <SectionCard title={t('apply.equipmentSection')}>
        <InfoGrid
          items={[
            item('equipmentName', 'field.equipmentName', registration.equipmentName),
            item('category', 'field.categoryCode', label(CATEGORY_NAMES, registration.categoryCode)),
            item('subType', 'field.subTypeCode', subType ? `${subType.code} ${category(subType.code)}` : registration.subTypeCode),
            item('registerCode', 'field.registerCode', registration.registerCode),
            item('deviceCode', 'field.deviceCode', registration.deviceCode),
            item('useCertNo', 'field.useCertNo', registration.useCertNo),
            item('model', 'field.model', registration.model),
            item('productNo', 'field.productNo', registration.productNo),
            item('manufacturer', 'field.manufacturer', registration.manufacturer),
            item('installer', 'field.installer', registration.installer),
            item('supervisionInstitute', 'field.supervisionInstitute', registration.supervisionInstitute),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('apply.useSection')}>
        <InfoGrid
          items={[
            item('unitName', 'field.unitName', registration.unitName),
            item('creditCode', 'field.creditCode', registration.creditCode),
            item('unitAddress', 'field.unitAddress', registration.unitAddress),
            item('unitInternalNo', 'field.unitInternalNo', registration.unitInternalNo),
            item('usePlace', 'field.usePlace', registration.usePlace),
            item('area', 'field.areaCode', registration.areaCode ? area(registration.areaCode) : ''),
            item('useDate', 'field.useDate', registration.useDate),
            item('safetyManager', 'field.safetyManager', registration.safetyManager),
            item('safetyManagerMobile', 'field.safetyManagerMobile', registration.safetyManagerMobile),
            item('propertyUnit', 'field.propertyUnit', registration.propertyUnit),
            item('maintenanceUnit', 'field.maintenanceUnit', registration.maintenanceUnit),
            item('submittedAt', 'field.submittedAt', shortDateTime(registration.submittedAt)),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('apply.inspectionSection')}>
        <InfoGrid
          items={[
            item('inspectionInstitute', 'field.inspectionInstitute', registration.inspectionInstitute),
            item('inspectionReportNo', 'field.inspectionReportNo', registration.inspectionReportNo),
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
