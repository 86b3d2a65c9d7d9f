import { Button, Table, Text } from '@chakra-ui/react';
import {
  INSPECTION_APPLICATION_STATES,
  INSPECTION_KINDS,
  type InspectionApplicationInspection,
  type InspectionApplicationDetail,
} from '@portal/contract';
import { LuFileText } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useApplicationInspection, useInspectionApplication } from '../../api/queries/inspection-applications';
import { shortDateTime } from '../../lib/dates';
import { inspectionApplicationDetailPath, setDetailPath } from '../../routes/paths';
import { ConclusionBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { historyTimeline, StateTimeline } from '../../ui/state-timeline';
import { InspectionApplicationStateTag } from './application-state-tag';
import { useInspectionDetailsText } from './messages';
import { OpinionNoticeCard } from './opinion-notice-card';
import { ReportDownloads } from './report-downloads';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';
import { RowLink } from '../../ui/list-page';
import { RecordTitle } from '../../ui/record-title';
import { PlainTable } from '../../ui/plain-table';

/**
 * 在线检验详情 (`?id=<application id>`): the application's head, the opinion notice of a failed inspection
 * and the unit's rectification, its schedule, each item's result and report, its history.
 */
export function CheckOnlineDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const application = useInspectionApplication(id);
  const inspection = useApplicationInspection(id);
  useRecordTagTitle(application.data?.body.applicationNo);
  return (
    <QueryView query={application}>
      {() =>
        application.data ? (
          <>
            <InspectionApplicationHead application={application.data.body} />
            <QueryView query={inspection}>{() => (inspection.data ? <InspectionView application={application.data.body} inspection={inspection.data.body} /> : null)}</QueryView>
            <History application={application.data.body} />
          </>
        ) : null
      }
    </QueryView>
  );
}

function InspectionApplicationHead({ application }: { application: InspectionApplicationDetail }) {
  const t = useInspectionDetailsText();
  const { label } = useI18n();
  return (
    <SectionCard
      testId="check-online-head"
      title={
        <RecordTitle title={t('online.title')} number={application.applicationNo}>
          <InspectionApplicationStateTag state={application.state} />
        </RecordTitle>
      }
      actions={
        <Button asChild size="sm" variant="outline" colorPalette="blue">
          <RouterLink to={inspectionApplicationDetailPath(application.id)}>
            <LuFileText /> {t('online.toApplication')}
          </RouterLink>
        </Button>
      }
    >
      <InfoGrid
        items={[
          { key: 'applicationNo', label: t('field.applicationNo'), value: application.applicationNo },
          { key: 'kind', label: t('field.kind'), value: label(INSPECTION_KINDS, application.kind) },
          { key: 'state', label: t('field.state'), value: label(INSPECTION_APPLICATION_STATES, application.state) },
          { key: 'institute', label: t('field.institute'), value: application.institute },
          { key: 'wishedDate', label: t('field.wishedDate'), value: application.wishedDate },
          { key: 'submittedAt', label: t('field.submittedAt'), value: shortDateTime(application.submittedAt) },
          { key: 'siteContact', label: t('field.siteContact'), value: [application.siteContact, application.siteContactMobile].filter(Boolean).join(' ') },
          { key: 'siteAddress', label: t('field.siteAddress'), value: application.siteAddress },
        ]}
      />
    </SectionCard>
  );
}

function InspectionView({ application, inspection }: { application: InspectionApplicationDetail; inspection: InspectionApplicationInspection }) {
  const t = useInspectionDetailsText();
  const resultOf = new Map(inspection.results.map((result) => [result.itemId, result]));
  return (
    <>
      <OpinionNoticeCard application={application} inspection={inspection} />
      <SectionCard title={t('online.schedule')} testId="check-online-schedule">
        {inspection.schedule ? (
          <InfoGrid
            items={[
              { key: 'scheduledDate', label: t('field.scheduledDate'), value: inspection.schedule.scheduledDate },
              { key: 'inspector', label: t('field.inspector'), value: inspection.schedule.inspector },
              { key: 'checkDate', label: t('field.checkDate'), value: inspection.checkDate },
              { key: 'resultRemark', label: t('field.resultRemark'), value: inspection.resultRemark },
            ]}
          />
        ) : (
          <Text color="gray.600" data-testid="not-scheduled">
            {t('online.notScheduled')}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('online.results')} testId="check-online-results">
        {inspection.results.length === 0 && (
          <Text color="gray.600" mb="3" data-testid="no-results">
            {t('online.noResults')}
          </Text>
        )}
        <PlainTable
          headers={[
            { label: t('field.equipmentName') },
            { label: t('field.registerCode') },
            { label: t('field.conclusion') },
            { label: t('field.reportNo') },
            { label: t('field.nextCheckDate') },
            { label: t('field.issuedAt') },
            { label: t('field.files') },
          ]}
        >
          {inspection.items.map((item) => {
            const result = resultOf.get(item.itemId);
            return (
              <Table.Row key={item.itemId} data-testid="check-online-item">
                <Table.Cell>
                  {item.equipmentId ? (
                    <RowLink to={setDetailPath(application.id, item.equipmentId)}>{item.equipmentName}</RowLink>
                  ) : (
                    item.equipmentName
                  )}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                <Table.Cell>{result ? <ConclusionBadge conclusion={result.conclusion} /> : '—'}</Table.Cell>
                <Table.Cell fontFamily="mono">{result?.reportNo ?? '—'}</Table.Cell>
                <Table.Cell>{result?.nextCheckDate ?? '—'}</Table.Cell>
                <Table.Cell>{result?.issuedAt ? shortDateTime(result.issuedAt) : result ? t('report.pending') : '—'}</Table.Cell>
                <Table.Cell>{result?.issuedAt ? <ReportDownloads reportNo={result.reportNo} /> : '—'}</Table.Cell>
              </Table.Row>
            );
          })}
        </PlainTable>
      </SectionCard>
    </>
  );
}

function History({ application }: { application: InspectionApplicationDetail }) {
  const t = useInspectionDetailsText();
  const { label } = useI18n();
  const at = application.history.at(-1)?.at ?? application.submittedAt ?? '';
  const steps = historyTimeline(application.history, { state: application.state, label: label(INSPECTION_APPLICATION_STATES, application.state), at }, []);
  return (
    <SectionCard title={t('online.history')}>
      <StateTimeline steps={steps} states={INSPECTION_APPLICATION_STATES} pendingText={t('timeline.pending')} byText={(name) => t('timeline.by', { name })} />
    </SectionCard>
  );
}
