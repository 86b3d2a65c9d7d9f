import { INSPECTION_KINDS, type EquipmentDetail, type InspectionRecord } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useEquipment } from '../../api/queries/equipment';
import { ConclusionBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { EquipmentSummaryCard } from './equipment-summary';
import { useInspectionDetailsText } from './messages';
import { ReportDownloads } from './report-downloads';
import { useI18n } from '../../i18n/i18n';

/**
 * 检验记录详情 (`?equipmentId=&recordId=`): one inspection of an equipment file's history, the file's
 * summary, and the report's files when the unit has an issued report of that number.
 */
export function CheckRecordDetailPage() {
  const t = useInspectionDetailsText();
  const [search] = useSearchParams();
  const recordId = search.get('recordId') ?? '';
  // Both ids name the record: without either nothing is asked.
  const equipmentId = recordId ? (search.get('equipmentId') ?? '') : '';
  const file = useEquipment(equipmentId);
  return (
    <QueryView query={file}>
      {() => {
        if (!file.data) return null;
        const record = file.data.body.inspections.find((candidate) => candidate.id === recordId);
        if (!record) return <EmptyData>{t('record.notFound')}</EmptyData>;
        return <RecordView equipment={file.data.body} record={record} />;
      }}
    </QueryView>
  );
}

function RecordView({ equipment, record }: { equipment: EquipmentDetail; record: InspectionRecord }) {
  const t = useInspectionDetailsText();
  const { label } = useI18n();
  return (
    <>
      <SectionCard title={t('record.title')} testId="check-record">
        <InfoGrid
          items={[
            { key: 'checkDate', label: t('field.checkDate'), value: record.checkDate },
            { key: 'kind', label: t('field.kind'), value: label(INSPECTION_KINDS, record.kind) },
            { key: 'institute', label: t('field.institute'), value: record.institute },
            { key: 'reportNo', label: t('field.reportNo'), value: record.reportNo },
            { key: 'conclusion', label: t('field.conclusion'), value: <ConclusionBadge conclusion={record.conclusion} /> },
            { key: 'nextCheckDate', label: t('field.nextCheckDate'), value: record.nextCheckDate },
            { key: 'files', label: t('field.files'), value: <ReportDownloads reportNo={record.reportNo} /> },
          ]}
        />
      </SectionCard>
      <EquipmentSummaryCard equipment={equipment} />
    </>
  );
}
