import { INSPECTION_KINDS, type ProcessingSummary } from '@portal/contract';
import { tsr } from '../../api/client';
import { inspectionProcessingKeys } from '../../api/queries/inspection-processing';
import { shortDateTime } from '../../lib/dates';
import { processingDetailPath } from '../../routes/paths';
import { linkColumn, listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { InspectionApplicationStateBadge } from './state-badge';
import { PROCESSING_LIST } from './list-params';
import { useInspectionProcessingText, type InspectionProcessingTextKey } from './messages';
import { ValueLabel } from '../../ui/value-label';

const COLUMNS: readonly ColumnDef<ProcessingSummary, InspectionProcessingTextKey>[] = [
  linkColumn({ key: 'applicationNo', header: 'field.applicationNo', sortKey: 'applicationNo', mono: true, to: (item) => processingDetailPath(item.id), text: (item) => item.applicationNo }),
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName, wrap: true, minW: '48' },
  { key: 'kind', header: 'field.kind', sortKey: 'kind', cell: (item) => <ValueLabel list={INSPECTION_KINDS} code={item.kind} /> },
  { key: 'equipmentCount', header: 'field.equipmentCount', cell: (item) => item.equipmentCount, align: 'end' },
  { key: 'fee', header: 'field.fee', sortKey: 'fee', cell: (item) => (item.fee === null ? '—' : item.fee.toFixed(2)), align: 'end' },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <InspectionApplicationStateBadge state={item.state} /> },
  { key: 'wishedDate', header: 'field.wishedDate', sortKey: 'wishedDate', cell: (item) => item.wishedDate ?? '—' },
  { key: 'submittedAt', header: 'field.submittedAt', sortKey: 'submittedAt', cell: (item) => shortDateTime(item.submittedAt) },
];

/** 报检申请处理 (/inspection-review/applications): every unit's applications, to handle one by one. */
export function ProcessingListPage() {
  const t = useInspectionProcessingText();
  const { list, result } = useListQuery(PROCESSING_LIST, tsr.inspectionProcessing.list, inspectionProcessingKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'list')}
      testIdStem="processing"
      testId="processing-list"
      columns={COLUMNS}
      actions={(item) => (
        <RowLink to={processingDetailPath(item.id)} label={`${t('list.handle')} ${item.applicationNo}`}>
          {t('list.handle')}
        </RowLink>
      )}
    />
  );
}

