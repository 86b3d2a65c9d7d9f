import { HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, INSPECTION_KINDS, PAYMENT_STATES, REPORT_PICKUPS, type ProcessingDetail } from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useProcessingApplication } from '../../api/queries/inspection-processing';
import { shortDateTime } from '../../lib/dates';
import { unitDetailPath } from '../../routes/paths';
import { ConclusionBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { SectionCard } from '../../ui/section-card';
import { historyTimeline, StateTimeline } from '../../ui/state-timeline';
import { useInspectionProcessingText } from './messages';
import { ActionCard } from './processing-actions';
import { RectificationCard } from './rectification-card';
import { InspectionApplicationStateBadge } from './state-badge';
import { useI18n } from '../../i18n/i18n';
import { RecordPage, useRecordId } from '../../ui/record-page';

/** 报检申请办理 (`?id=`): the application, its items, the unit's rectification of a failed one, its history and the move its state calls for. */
export function ProcessingDetailPage() {
  const t = useInspectionProcessingText();
  const id = useRecordId();
  const detail = useProcessingApplication(id);
  return (
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.applicationNo}>
      {(record) => <ProcessingView application={record} />}
    </RecordPage>
  );
}

function ProcessingView({ application }: { application: ProcessingDetail }) {
  const t = useInspectionProcessingText();
  const { label } = useI18n();
  const resultOf = new Map(application.results.map((result) => [result.itemId, result]));
  const steps = historyTimeline(
    application.history,
    { state: application.state, label: label(INSPECTION_APPLICATION_STATES, application.state), at: application.history.at(-1)?.at ?? '' },
    [],
  );
  return (
    <Stack gap="4">
      <SectionCard
        testId="processing-detail"
        title={
          <HStack gap="3">
            <span>
              {t('detail.title')} {application.applicationNo}
            </span>
            <InspectionApplicationStateBadge state={application.state} />
          </HStack>
        }
      >
        <InfoGrid
          columns={3}
          items={[
            {
              key: 'unitName',
              label: t('field.unitName'),
              value: application.unitId ? (
                <Link asChild color="blue.600">
                  <RouterLink to={unitDetailPath(application.unitId)} data-testid="unit-link">
                    {application.unitName}
                  </RouterLink>
                </Link>
              ) : (
                application.unitName
              ),
            },
            { key: 'kind', label: t('field.kind'), value: label(INSPECTION_KINDS, application.kind) },
            { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(application.submittedAt) },
            { key: 'siteContact', label: t('field.siteContact'), value: application.siteContact },
            { key: 'mobile', label: t('field.siteContactMobile'), value: application.siteContactMobile },
            { key: 'wishedDate', label: t('field.wishedDate'), value: application.wishedDate },
            { key: 'siteAddress', label: t('field.siteAddress'), value: application.siteAddress },
            { key: 'maintenanceUnit', label: t('field.maintenanceUnit'), value: application.maintenanceUnit },
            { key: 'fee', label: t('field.fee'), value: application.fee === null ? '' : application.fee.toFixed(2) },
            { key: 'paymentState', label: t('field.paymentState'), value: label(PAYMENT_STATES, application.paymentState) },
            { key: 'invoiceTitle', label: t('field.invoiceTitle'), value: application.invoiceTitle },
            { key: 'taxNo', label: t('field.taxNo'), value: application.taxNo },
            { key: 'reportPickup', label: t('field.reportPickup'), value: label(REPORT_PICKUPS, application.reportPickup) },
            { key: 'urgent', label: t('field.urgent'), value: application.urgent ? t('detail.yes') : t('detail.no') },
            { key: 'schedule', label: t('field.scheduledDate'), value: application.schedule ? `${application.schedule.scheduledDate}（${application.schedule.inspector}）` : '' },
            { key: 'remark', label: t('field.remark'), value: application.remark },
            { key: 'opinion', label: t('field.opinion'), value: application.opinion },
          ]}
        />
      </SectionCard>

      <SectionCard title={t('detail.items')} testId="processing-items">
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {(['field.equipmentName', 'field.registerCode', 'field.usePlace', 'field.itemFee', 'field.conclusion', 'field.nextCheckDate', 'field.reportNo', 'field.issuedAt'] as const).map((key) => (
                  <Table.ColumnHeader key={key}>{t(key)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {application.items.map((item) => {
                const result = resultOf.get(item.itemId);
                return (
                  <Table.Row key={item.itemId} data-testid="processing-item">
                    <Table.Cell>{item.equipmentName}</Table.Cell>
                    <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                    <Table.Cell>{item.usePlace || '—'}</Table.Cell>
                    <Table.Cell textAlign="end">{item.fee === null ? '—' : item.fee.toFixed(2)}</Table.Cell>
                    <Table.Cell>{result ? <ConclusionBadge conclusion={result.conclusion} /> : '—'}</Table.Cell>
                    <Table.Cell>
                      {result?.nextCheckDate ?? '—'}
                      {result?.nextCheckReason ? (
                        <Text fontSize="xs" color="gray.600" data-testid="next-check-reason-shown">
                          {result.nextCheckReason}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">{result?.reportNo ?? '—'}</Table.Cell>
                    <Table.Cell>{result?.issuedAt ? shortDateTime(result.issuedAt) : '—'}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </SectionCard>

      <RectificationCard application={application} />

      <ActionCard application={application} />

      <SectionCard title={t('detail.history')} testId="processing-history">
        <StateTimeline steps={steps} states={INSPECTION_APPLICATION_STATES} pendingText={t('detail.pending')} byText={(name) => t('detail.by', { name })} />
      </SectionCard>
    </Stack>
  );
}
