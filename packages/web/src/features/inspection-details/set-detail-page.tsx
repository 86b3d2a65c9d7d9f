import { Stack, Table, Text } from '@chakra-ui/react';
import { FEE_ITEMS, type InspectionApplicationInspection, type InspectionApplicationDetail } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useApplicationInspection, useInspectionApplication } from '../../api/queries/inspection-applications';
import { shortDateTime } from '../../lib/dates';
import { ConclusionBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { InspectionApplicationStateTag } from './application-state-tag';
import { EquipmentSummary } from './equipment-summary';
import { useInspectionDetailsText } from './messages';
import { ReportDownloads } from './report-downloads';
import { CATEGORY_NAMES } from '../../ui/category-selects';
import { useI18n } from '../../i18n/i18n';
import { RecordTitle } from '../../ui/record-title';
import { money } from '../../ui/fee-text';

type Item = InspectionApplicationDetail['items'][number];

/**
 * 检验设置详情 (`?applicationId=&equipmentId=`): one piece of equipment of an application — the item
 * with its fee, the equipment file's summary and, once inspected, its result and report.
 */
export function SetDetailPage() {
  const t = useInspectionDetailsText();
  const [search] = useSearchParams();
  const equipmentId = search.get('equipmentId') ?? '';
  // Both ids name the record: without either nothing is asked.
  const applicationId = equipmentId ? (search.get('applicationId') ?? '') : '';
  const application = useInspectionApplication(applicationId);
  const inspection = useApplicationInspection(applicationId);
  return (
    <QueryView query={application}>
      {() => {
        if (!application.data) return null;
        const item = application.data.body.items.find((candidate) => candidate.equipmentId === equipmentId);
        if (!item) return <EmptyData>{t('set.notInApplication')}</EmptyData>;
        return (
          <>
            <ItemCard application={application.data.body} item={item} />
            <EquipmentSummary id={item.equipmentId} />
            <QueryView query={inspection}>{() => (inspection.data ? <ResultCard inspection={inspection.data.body} equipmentId={equipmentId} /> : null)}</QueryView>
          </>
        );
      }}
    </QueryView>
  );
}

function ItemCard({ application, item }: { application: InspectionApplicationDetail; item: Item }) {
  const t = useInspectionDetailsText();
  const { label, known } = useI18n();
  return (
    <SectionCard
      testId="set-detail-item"
      title={
        <RecordTitle title={t('set.title')} number={application.applicationNo}>
          <InspectionApplicationStateTag state={application.state} />
        </RecordTitle>
      }
    >
      <Stack gap="4">
        <InfoGrid
          items={[
            { key: 'registerCode', label: t('field.registerCode'), value: item.registerCode },
            { key: 'deviceCode', label: t('field.deviceCode'), value: item.deviceCode },
            { key: 'equipmentName', label: t('field.equipmentName'), value: item.equipmentName },
            { key: 'category', label: t('field.category'), value: label(CATEGORY_NAMES, item.categoryCode) },
            { key: 'usePlace', label: t('field.usePlace'), value: item.usePlace },
            { key: 'fee', label: t('field.fee'), value: <span data-testid="set-detail-fee">{money(item.fee)}</span> },
          ]}
        />
        {item.feeBreakdown.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="lg">
            <Table.Root size="sm" data-testid="fee-breakdown">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('field.feeBreakdown')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('field.fee')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {item.feeBreakdown.map((line) => (
                  <Table.Row key={line.label}>
                    <Table.Cell>{known(FEE_ITEMS, line.label)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The item's result, found through its item id in the application's inspection. */
function ResultCard({ inspection, equipmentId }: { inspection: InspectionApplicationInspection; equipmentId: string }) {
  const t = useInspectionDetailsText();
  const itemId = inspection.items.find((item) => item.equipmentId === equipmentId)?.itemId;
  const result = inspection.results.find((candidate) => candidate.itemId === itemId);
  return (
    <SectionCard title={t('set.result')} testId="set-detail-result">
      {result ? (
        <InfoGrid
          items={[
            { key: 'checkDate', label: t('field.checkDate'), value: result.checkDate },
            { key: 'conclusion', label: t('field.conclusion'), value: <ConclusionBadge conclusion={result.conclusion} /> },
            { key: 'reportNo', label: t('field.reportNo'), value: result.reportNo },
            { key: 'nextCheckDate', label: t('field.nextCheckDate'), value: result.nextCheckDate },
            { key: 'issuedAt', label: t('field.issuedAt'), value: result.issuedAt ? shortDateTime(result.issuedAt) : t('report.pending') },
            { key: 'files', label: t('field.files'), value: result.issuedAt ? <ReportDownloads reportNo={result.reportNo} /> : null },
          ]}
        />
      ) : (
        <Text color="gray.600">{t('set.noResult')}</Text>
      )}
    </SectionCard>
  );
}
