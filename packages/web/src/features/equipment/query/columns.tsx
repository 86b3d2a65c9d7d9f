import { Link, Text } from '@chakra-ui/react';
import type { EquipmentSummary, EquipmentView } from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { ConclusionBadge, RegisterStateBadge, UseStateBadge } from '../../../ui/badges';
import { daysFrom, isOverdue, todayIso } from '../../../lib/dates';
import { useEquipmentText, type EquipmentTextKey } from '../messages';
import { detailPath } from '../../../routes/paths';
import type { ColumnDef } from '../../../ui/list-page';
import { columnOrder, SORT_FIELDS, type ColumnKey } from './views';
import { AreaLabel, CatalogueLabel } from '../../../ui/value-label';

type Column = Omit<ColumnDef<EquipmentSummary, EquipmentTextKey>, 'key' | 'sortKey'>;

const text = (value: string | null) => value || '—';

/** 超期 8 天 / 今日到期 / 12 天后: what a safety manager reads first in the inspection views. */
function DaysToCheck({ date }: { date: string | null }) {
  const t = useEquipmentText();
  if (!date) return <>—</>;
  const days = daysFrom(todayIso(), date);
  if (days < 0) {
    return (
      <Text color="red.600" fontWeight="medium">
        {t('days.overdue', { days: -days })}
      </Text>
    );
  }
  if (days === 0) return <Text color="orange.700">{t('days.today')}</Text>;
  return <Text color={days <= 30 ? 'orange.700' : undefined}>{t('days.left', { days })}</Text>;
}

/** 到期日期 with what runs out beneath it: the design life or the use certificate. */
function ExpiryDate({ row }: { row: EquipmentSummary }) {
  const t = useEquipmentText();
  if (!row.expiryDate) return <>—</>;
  return (
    <>
      <Text>{row.expiryDate}</Text>
      {row.expiryKind && (
        <Text fontSize="xs" color="gray.500">
          {t(`expiry.${row.expiryKind}`)}
        </Text>
      )}
    </>
  );
}

const COLUMNS: Record<ColumnKey, Column> = {
  name: {
    header: 'field.name',
    minW: '40',
    cell: (row) => (
      <Link asChild color="blue.600" fontWeight="medium">
        <RouterLink to={detailPath(row.categoryCode, row.id)}>{row.name}</RouterLink>
      </Link>
    ),
  },
  category: { header: 'field.category', cell: (row) => <CatalogueLabel code={row.categoryCode} fallback={row.categoryName} /> },
  subType: { header: 'field.subType', cell: (row) => <CatalogueLabel code={row.subTypeCode} fallback={row.subTypeName} /> },
  registerCode: {
    header: 'field.registerCode',
    cell: (row) => <Text fontFamily="mono">{text(row.registerCode)}</Text>,
  },
  useCertNo: { header: 'field.useCertNo', cell: (row) => text(row.useCertNo) },
  deviceCode: { header: 'field.deviceCode', cell: (row) => <Text fontFamily="mono">{text(row.deviceCode)}</Text> },
  unitInternalNo: { header: 'field.unitInternalNo', cell: (row) => text(row.unitInternalNo) },
  model: { header: 'field.model', cell: (row) => text(row.model) },
  productNo: { header: 'field.productNo', cell: (row) => text(row.productNo) },
  usePlace: { header: 'field.usePlace', minW: '40', wrap: true, cell: (row) => text(row.usePlace) },
  area: { header: 'field.area', cell: (row) => (row.areaCode ? <AreaLabel code={row.areaCode} separator="" /> : '—') },
  useState: { header: 'field.useState', cell: (row) => <UseStateBadge state={row.useState} /> },
  registerState: { header: 'field.registerState', cell: (row) => <RegisterStateBadge state={row.registerState} /> },
  lastCheckDate: { header: 'field.lastCheckDate', cell: (row) => text(row.lastCheckDate) },
  checkConclusion: { header: 'field.checkConclusion', cell: (row) => <ConclusionBadge conclusion={row.checkConclusion} /> },
  loadTestDate: { header: 'field.loadTestDate', cell: (row) => text(row.loadTestDate ?? null) },
  expiryDate: { header: 'field.expiryDate', cell: (row) => <ExpiryDate row={row} /> },
  daysToCheck: { header: 'field.daysToCheck', cell: (row) => <DaysToCheck date={row.nextCheckDate} /> },
  nextCheckDate: {
    header: 'field.nextCheckDate',
    cell: (row) => (
      <Text color={isOverdue(row.nextCheckDate) ? 'red.600' : undefined} fontWeight={isOverdue(row.nextCheckDate) ? 'medium' : undefined}>
        {text(row.nextCheckDate)}
      </Text>
    ),
  },
};

/** The columns of a view in table order (its own first, then the rest the chooser offers). */
export function equipmentColumns(view: EquipmentView): ColumnDef<EquipmentSummary, EquipmentTextKey>[] {
  return columnOrder(view).map((key) => ({ ...COLUMNS[key], key, sortKey: SORT_FIELDS[key] }));
}
