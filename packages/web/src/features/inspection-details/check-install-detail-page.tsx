import { Button, HStack, Table, Text } from '@chakra-ui/react';
import {
  ACCESS,
  CONSTRUCTION_KINDS,
  INSPECTION_STARTED_STATES,
  type InspectionApplicationState,
  type InspectionApplicationSummary,
} from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import { LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { inspectionApplicationKeys, useApplicationInspection } from '../../api/queries/inspection-applications';
import { useConstructionRecord } from '../../api/queries/construction-records';
import { shortDateTime } from '../../lib/dates';
import { checkOnlineDetailPath, supervisionApplyPath } from '../../routes/paths';
import { useUser } from '../../session/session-state';
import { ConclusionBadge, ReviewStateBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { InspectionApplicationStateTag } from './application-state-tag';
import { useInspectionDetailsText } from './messages';
import { ReportDownloads } from './report-downloads';
import { recordText, useRecordTagTitle } from '../../lib/page-tag';
import { CATEGORY_NAMES } from '../../ui/category-selects';
import { useI18n } from '../../i18n/i18n';
import { RowLink } from '../../ui/list-page';
import { PlainTable } from '../../ui/plain-table';

const STARTED: readonly InspectionApplicationState[] = INSPECTION_STARTED_STATES;

/**
 * 安装检验详情 (`?id=<construction record id>`): the construction notice and the supervision inspection
 * applications (监督检验) of its equipment file, with their state and results; the entry to apply when
 * there is none.
 */
export function CheckInstallDetailPage() {
  const t = useInspectionDetailsText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const record = useConstructionRecord(id);
  useRecordTagTitle(recordText(record.data?.body.equipmentName, record.data?.body.noticeDate));
  return (
    <QueryView query={record}>
      {() => {
        if (!record.data) return null;
        const notice = record.data.body;
        return (
          <>
            <SectionCard title={t('install.title')} testId="check-install-record">
              <InfoGrid
                items={[
                  { key: 'kind', label: t('field.constructionKind'), value: label(CONSTRUCTION_KINDS, notice.kind) },
                  { key: 'constructionUnit', label: t('field.constructionUnit'), value: notice.constructionUnit },
                  { key: 'licenseNo', label: t('field.licenseNo'), value: notice.licenseNo },
                  { key: 'noticeDate', label: t('field.noticeDate'), value: notice.noticeDate },
                  { key: 'plannedCompletionDate', label: t('field.plannedCompletionDate'), value: notice.plannedCompletionDate },
                  { key: 'state', label: t('field.recordState'), value: <ReviewStateBadge state={notice.state} /> },
                  { key: 'equipmentName', label: t('field.equipmentName'), value: notice.equipmentName },
                  { key: 'category', label: t('field.category'), value: label(CATEGORY_NAMES, notice.categoryCode) },
                  { key: 'registerCode', label: t('field.registerCode'), value: notice.registerCode },
                  { key: 'usePlace', label: t('field.usePlace'), value: notice.usePlace },
                ]}
              />
            </SectionCard>
            <Supervision equipmentId={notice.equipmentId} />
          </>
        );
      }}
    </QueryView>
  );
}

/** The supervision applications naming the file (`list?equipmentId=&kind=supervision`). */
function Supervision({ equipmentId }: { equipmentId: string | null }) {
  const t = useInspectionDetailsText();
  const canApply = useUser().menuIds.includes(ACCESS.inspectionApply);
  const query = { equipmentId: equipmentId ?? '', kind: 'supervision' as const, pageSize: 50 };
  const applications = tsr.inspectionApplications.list.useQuery({
    queryKey: inspectionApplicationKeys.list(query),
    queryData: equipmentId ? { query } : skipToken,
    meta: { silent: true },
  });
  const apply = canApply && (
    <Button asChild size="sm" colorPalette="blue" data-testid="apply-supervision">
      <RouterLink to={supervisionApplyPath(equipmentId)}>
        <LuShieldCheck /> {t('install.apply')}
      </RouterLink>
    </Button>
  );
  const none = (text: string) => (
    <HStack justify="space-between" gap="3" wrap="wrap" data-testid="no-supervision">
      <Text color="gray.600">{text}</Text>
      {apply}
    </HStack>
  );
  if (!equipmentId) {
    return <SectionCard title={t('install.supervision')}>{none(t('install.noEquipment'))}</SectionCard>;
  }
  return (
    <SectionCard title={t('install.supervision')} testId="check-install-supervision">
      <QueryView query={applications}>
        {() => {
          const items = applications.data?.body.items ?? [];
          if (items.length === 0) return none(t('install.none'));
          return (
            <PlainTable
              headers={[
                { label: t('field.applicationNo') },
                { label: t('field.state') },
                { label: t('field.submittedAt') },
                { label: t('field.conclusion') },
                { label: t('field.reportNo') },
                { label: t('field.files') },
              ]}
            >
              {items.map((application) => (
                <SupervisionRow key={application.id} application={application} equipmentId={equipmentId} />
              ))}
            </PlainTable>
          );
        }}
      </QueryView>
    </SectionCard>
  );
}

/** One application; its result is asked for only once the institute has taken it up. */
function SupervisionRow({ application, equipmentId }: { application: InspectionApplicationSummary; equipmentId: string }) {
  const started = STARTED.includes(application.state);
  const inspection = useApplicationInspection(started ? application.id : '');
  const body = inspection.data?.body;
  const itemId = body?.items.find((item) => item.equipmentId === equipmentId)?.itemId;
  const result = body?.results.find((candidate) => candidate.itemId === itemId);
  return (
    <Table.Row data-testid="supervision-application">
      <Table.Cell fontFamily="mono">
        {started ? (
          <RowLink to={checkOnlineDetailPath(application.id)}>{application.applicationNo}</RowLink>
        ) : (
          application.applicationNo
        )}
      </Table.Cell>
      <Table.Cell>
        <InspectionApplicationStateTag state={application.state} />
      </Table.Cell>
      <Table.Cell>{shortDateTime(application.submittedAt)}</Table.Cell>
      <Table.Cell>{result ? <ConclusionBadge conclusion={result.conclusion} /> : '—'}</Table.Cell>
      <Table.Cell fontFamily="mono">{result?.reportNo ?? '—'}</Table.Cell>
      <Table.Cell>{result?.issuedAt ? <ReportDownloads reportNo={result.reportNo} /> : '—'}</Table.Cell>
    </Table.Row>
  );
}
