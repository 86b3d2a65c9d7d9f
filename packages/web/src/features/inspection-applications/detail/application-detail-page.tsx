import { Alert, Badge, Box, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  ACCESS,
  CONSTRUCTION_KINDS,
  INSPECTION_KIND_FORMS,
  inspectionApplicationFormSchema,
  EDITABLE_INSPECTION_APPLICATION_STATES,
  INSPECTION_APPLICATION_STATES,
  INSPECTION_KINDS,
  INSPECTION_STARTED_STATES,
  REPORT_PICKUPS,
  type AuthCodeIssued,
  type InspectionApplicationDetail,
  type InspectionApplicationState,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuBan, LuClipboardCheck, LuCreditCard, LuFileText, LuPencil, LuSend } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { inspectionApplicationKeys, useInspectionApplication } from '../../../api/queries/inspection-applications';
import { dashboardKeys } from '../../../api/queries/dashboard';
import { ownUnitQuery } from '../../../api/queries/unit';
import { shortDateTime } from '../../../lib/dates';
import { notifyFailure } from '../../../lib/notify-failure';
import { checkOnlineDetailPath, setDetailPath, unitDetailPath } from '../../../routes/paths';
import { useUser } from '../../../session/session-state';
import { MaterialsSection } from '../form/kind-sections';
import { PipelineUnitsCard } from './pipeline-units-card';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { fieldItems, InfoGrid } from '../../../ui/info-grid';
import { SectionCard } from '../../../ui/section-card';
import { RecordTitle } from '../../../ui/record-title';
import { notify } from '../../../ui/toaster';
import { chosenOfApplication, formOfApplication, newRowsOfApplication, toApplicationBody } from '../form/chosen-equipment';
import { INSPECTION_PAY_PATH, pathToEdit } from '../kinds';
import { useInspectionApplicationText, type InspectionApplicationTextKey } from '../messages';
import { InspectionApplicationStateBadge, PaymentStateBadge } from '../state-badge';
import { AuthLinkButton, AuthLinkLastSent } from './auth-link-action';
import { awaitsFeeAcceptance, FeeChangeCard } from './fee-change-card';
import { inspectionApplicationTimeline } from './timeline';
import { useI18n } from '../../../i18n/i18n';
import { RowLink } from '../../../ui/list-page';
import { RecordPage, useRecordId } from '../../../ui/record-page';
import { money, useFeeBreakdownText } from '../../../ui/fee-text';
import { PlainTable } from '../../../ui/plain-table';
import { ProgressOpinion } from '../../../ui/progress-opinion';

const STARTED: readonly InspectionApplicationState[] = INSPECTION_STARTED_STATES;
const CANCELLABLE: readonly InspectionApplicationState[] = ['draft', 'submitted', 'returned', 'awaiting_payment'];
const REPORTED: readonly InspectionApplicationState[] = ['report_issued', 'archived'];
const AUTH_LINK_DAYS = 7;

/** 报检详情 (`?id=`): the equipment with fees, the progress, the opinion, attachments and the actions of the state. */
export function InspectionApplicationDetailPage() {
  const t = useInspectionApplicationText();
  const id = useRecordId();
  const detail = useInspectionApplication(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.applicationNo}>
      {(record) => <InspectionApplicationView application={record} />}
    </RecordPage>
  );
}

function InspectionApplicationView({ application }: { application: InspectionApplicationDetail }) {
  const t = useInspectionApplicationText();
  const { label, category, area } = useI18n();
  const feeBreakdown = useFeeBreakdownText();
  const client = useQueryClient();
  const menuIds = useUser().menuIds;
  const canApply = menuIds.includes(ACCESS.inspectionApply);
  const canPay = menuIds.includes(ACCESS.inspectionPay);
  const editable = canApply && EDITABLE_INSPECTION_APPLICATION_STATES.includes(application.state);
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<AuthCodeIssued | null>(null);
  const cancel = tsr.inspectionApplicationActions.cancel.useMutation({ meta: { silent: true } });
  const authCode = tsr.inspectionApplicationActions.issueAuthCode.useMutation({ meta: { silent: true } });
  const update = tsr.inspectionApplications.update.useMutation({ meta: { silent: true } });
  const navigate = useNavigate();
  const item = (key: string, label: InspectionApplicationTextKey, value: ReactNode) => ({ key, label: t(label), value });
  const refresh = () => void client.invalidateQueries({ queryKey: inspectionApplicationKeys.all });

  const doCancel = async () => {
    try {
      await cancel.mutateAsync({ params: { id: application.id }, body: { reason: '' } });
      notify('success', t('detail.cancelled'));
      refresh();
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    } finally {
      setConfirming(false);
    }
  };

  // 提交 straight from the detail: the application as saved; what it still lacks sends the user to the form.
  const submit = async () => {
    const checked = inspectionApplicationFormSchema().safeParse(formOfApplication(application));
    if (!checked.success) {
      navigate(pathToEdit(application.kind, application.id));
      return;
    }
    const body = toApplicationBody(
      application.kind,
      checked.data,
      chosenOfApplication(application),
      newRowsOfApplication(application),
      application.attachments,
      true,
    );
    try {
      await update.mutateAsync({ params: { id: application.id }, body });
      notify('success', t('common.submitted'));
      refresh();
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    }
  };

  const issueLink = async () => {
    try {
      const response = await authCode.mutateAsync({ params: { id: application.id }, body: {} });
      setIssued(response.body);
      refresh();
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
      // A refusal by the cooldown: the detail read again carries the time left.
      refresh();
    }
  };
  const fullLink = issued ? `${window.location.origin}${issued.link}` : '';
  const lastChange = application.history.at(-1)?.at ?? application.submittedAt ?? '';

  return (
    <>
      <SectionCard
        testId="inspection-application-detail"
        title={
          <RecordTitle title={t('detail.title')} number={application.applicationNo} numberTestId="application-no">
            <InspectionApplicationStateBadge state={application.state} />
            <PaymentStateBadge state={application.paymentState} />
            <Badge variant="outline">{label(INSPECTION_KINDS, application.kind)}</Badge>
          </RecordTitle>
        }
        actions={
          <>
            {editable && (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to={pathToEdit(application.kind, application.id)}>
                  <LuPencil /> {t('detail.edit')}
                </RouterLink>
              </Button>
            )}
            {editable && (
              <Button size="sm" colorPalette="blue" variant="outline" loading={update.isPending} onClick={() => void submit()} data-testid="submit-application">
                <LuSend /> {t('detail.submit')}
              </Button>
            )}
            {editable && (
              <AuthLinkButton key={issued?.sentAt ?? application.authLinkSentAt ?? 'never'} waitSeconds={issued?.resendAfterSeconds ?? application.authLinkWaitSeconds} pending={authCode.isPending} onIssue={() => void issueLink()} />
            )}
            {canPay && application.state === 'awaiting_payment' && !awaitsFeeAcceptance(application) && (
              <Button asChild size="sm" colorPalette="green">
                <RouterLink to={`${INSPECTION_PAY_PATH}?id=${encodeURIComponent(application.id)}`}>
                  <LuCreditCard /> {t('detail.pay')}
                </RouterLink>
              </Button>
            )}
            {STARTED.includes(application.state) && (
              <Button asChild size="sm" variant="outline" colorPalette="blue" data-testid="inspection-progress">
                <RouterLink to={checkOnlineDetailPath(application.id)}>
                  <LuClipboardCheck /> {t('detail.inspection')}
                </RouterLink>
              </Button>
            )}
            {REPORTED.includes(application.state) && (
              <Button asChild size="sm" variant="outline" colorPalette="blue">
                <RouterLink to="/company-service/report-query">
                  <LuFileText /> {t('detail.reports')}
                </RouterLink>
              </Button>
            )}
            {canApply && CANCELLABLE.includes(application.state) && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="cancel-application">
                <LuBan /> {t('detail.cancel')}
              </Button>
            )}
          </>
        }
      >
        {issued && (
          <Box mb="4" p="3" bg="blue.50" borderRadius="md" data-testid="auth-link">
            <Text fontSize="sm">{t('detail.authLinkIssued', { days: AUTH_LINK_DAYS })}</Text>
            <HStack mt="2" gap="2" wrap="wrap">
              <Text as="span" fontFamily="mono" fontSize="xs" bg="white" px="2" py="1" borderRadius="sm" wordBreak="break-all" data-testid="auth-link-url">
                {fullLink}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => void navigator.clipboard?.writeText(fullLink).then(() => notify('success', t('detail.copied')), () => undefined)}
              >
                {t('detail.copy')}
              </Button>
            </HStack>
          </Box>
        )}
        <FeeChangeCard application={application} canAccept={canApply} />
        {application.state === 'opinion_notice' && <OpinionNoticeHint applicationId={application.id} />}
        {editable && <AuthLinkLastSent sentAt={issued?.sentAt ?? application.authLinkSentAt} />}
        {!issued && application.authCodeExpiresAt && editable && (
          <Text fontSize="sm" color="gray.600" mb="3">
            {t('detail.authLinkValid', { at: shortDateTime(application.authCodeExpiresAt) })}
          </Text>
        )}
        <ProgressOpinion
          text={t}
          flowLog={{ type: 'inspection-application', id: application.id }}
          steps={inspectionApplicationTimeline(application, lastChange)}
          states={INSPECTION_APPLICATION_STATES}
          opinion={application.opinion}
          opinionBg={application.state === 'returned' ? 'orange.50' : 'gray.50'}
          opinionTestId="application-opinion"
        />
      </SectionCard>
      <SectionCard title={t('detail.items')} testId="application-items">
        <PlainTable
          headers={[
            { label: t('field.equipmentName') },
            { label: t('field.categoryCode') },
            { label: t('field.registerCode') },
            { label: t('field.usePlace') },
            { label: t('detail.breakdown') },
            { label: t('field.fee'), end: true },
          ]}
        >
          {application.items.map((row, index) => (
            <Table.Row key={`${row.equipmentId ?? 'new'}-${index}`}>
              <Table.Cell>
                {row.equipmentId ? (
                  <RowLink to={setDetailPath(application.id, row.equipmentId)}>{row.equipmentName}</RowLink>
                ) : (
                  row.equipmentName
                )}
              </Table.Cell>
              <Table.Cell>{category(row.categoryCode)}</Table.Cell>
              <Table.Cell fontFamily="mono">{row.registerCode || '—'}</Table.Cell>
              <Table.Cell>{row.usePlace}</Table.Cell>
              <Table.Cell fontSize="xs" color="gray.600">
                {feeBreakdown(row.feeBreakdown)}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(row.fee)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={5} fontWeight="semibold">
              {t('detail.feeTotal')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid="application-fee">
              {money(application.fee)}
            </Table.Cell>
          </Table.Row>
        </PlainTable>
      </SectionCard>
      {INSPECTION_KIND_FORMS[application.kind].fields.includes('pipelineUnits') && <PipelineUnitsCard items={application.items} />}
      <SectionCard title={t('detail.info')}>
        <InfoGrid
          items={[
            item('unit', 'detail.unit', <UnitLink />),
            ...fieldItems(t, application, ['institute', 'wishedDate']),
            item('submittedAt', 'field.submittedAt', shortDateTime(application.submittedAt)),
            ...fieldItems(t, application, ['siteContact', 'siteContactMobile', 'siteAddress']),
            item('area', 'field.areaCode', application.areaCode ? area(application.areaCode) : ''),
            ...fieldItems(t, application, ['maintenanceUnit', 'invoiceTitle', 'taxNo']),
            item('reportPickup', 'field.reportPickup', label(REPORT_PICKUPS, application.reportPickup)),
            ...(application.reportPickup === 'express' ? [item('expressAddress', 'field.expressAddress', application.expressAddress)] : []),
            item('urgent', 'field.urgent', t(application.urgent ? 'detail.yes' : 'detail.no')),
            item('remark', 'field.remark', application.remark),
            ...(INSPECTION_KIND_FORMS[application.kind].fields.includes('construction')
              ? [
                  item('constructionUnit', 'field.constructionUnit', application.constructionUnit ?? ''),
                  item('constructionKind', 'field.constructionKind', application.constructionKind ? label(CONSTRUCTION_KINDS, application.constructionKind) : ''),
                  item('constructionRecord', 'field.constructionRecord', application.constructionRecordId ?? ''),
                ]
              : []),
          ]}
        />
      </SectionCard>
      <MaterialsSection kind={application.kind} categories={application.categoryCodes} attachments={application.attachments} />
      <ConfirmDialog
        open={confirming}
        danger
        pending={cancel.isPending}
        confirmLabel={t('detail.cancel')}
        onConfirm={() => void doCancel()}
        onCancel={() => setConfirming(false)}
      >
        {t('detail.cancelConfirm', { no: application.applicationNo })}
      </ConfirmDialog>
    </>
  );
}

/** A failed inspection waits for the unit: its rectification is sent from the inspection page (在线检验详情). */
function OpinionNoticeHint({ applicationId }: { applicationId: string }) {
  const t = useInspectionApplicationText();
  return (
    <Alert.Root status="warning" borderRadius="md" mb="4" data-testid="opinion-notice-hint">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="normal">{t('detail.opinionNotice')}</Alert.Title>
        <Alert.Description>
          <RowLink to={checkOnlineDetailPath(applicationId)}>{t('detail.toRectify')}</RowLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The unit's own name, leading to its profile (检验单位详情). */
function UnitLink() {
  const unitId = useUser().unitId;
  const unit = tsr.unit.get.useQuery({ ...ownUnitQuery(unitId), staleTime: 5 * 60_000 });
  if (!unit.data) return null;
  return (
    <Link asChild color="blue.600">
      <RouterLink to={unitDetailPath()} data-testid="unit-link">
        {unit.data.body.name}
      </RouterLink>
    </Link>
  );
}
