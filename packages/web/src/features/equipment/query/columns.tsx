import { Link, Text } from '@chakra-ui/react';
import { areaLabel, type EquipmentSummary } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConclusionBadge, RegisterStateBadge, UseStateBadge } from '../../../ui/badges';
import { daysFrom, isOverdue, todayIso } from '../../../lib/dates';
import { useEquipmentText, type EquipmentTextKey } from '../messages';
import { detailPath } from '../../../routes/paths';
import type { ColumnKey } from './views';

export type ColumnDef = { label: EquipmentTextKey; render: (row: EquipmentSummary) => ReactNode; minW?: string };

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
  if (days === 0) return <Text color="orange.600">{t('days.today')}</Text>;
  return <Text color={days <= 30 ? 'orange.600' : undefined}>{t('days.left', { days })}</Text>;
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

export const COLUMNS: Record<ColumnKey, ColumnDef> = {
  name: {
    label: 'field.name',
    minW: '40',
    render: (row) => (
      <Link asChild color="blue.600" fontWeight="medium">
        <RouterLink to={detailPath(row.categoryCode, row.id)}>{row.name}</RouterLink>
      </Link>
    ),
  },
  category: { label: 'field.category', render: (row) => row.categoryName },
  subType: { label: 'field.subType', render: (row) => row.subTypeName },
  registerCode: {
    label: 'field.registerCode',
    render: (row) => <Text fontFamily="mono">{text(row.registerCode)}</Text>,
  },
  useCertNo: { label: 'field.useCertNo', render: (row) => text(row.useCertNo) },
  deviceCode: { label: 'field.deviceCode', render: (row) => <Text fontFamily="mono">{text(row.deviceCode)}</Text> },
  unitInternalNo: { label: 'field.unitInternalNo', render: (row) => text(row.unitInternalNo) },
  model: { label: 'field.model', render: (row) => text(row.model) },
  productNo: { label: 'field.productNo', render: (row) => text(row.productNo) },
  usePlace: { label: 'field.usePlace', minW: '40', render: (row) => text(row.usePlace) },
  area: { label: 'field.area', render: (row) => (row.areaCode ? areaLabel(row.areaCode, '') : '—') },
  useState: { label: 'field.useState', render: (row) => <UseStateBadge state={row.useState} /> },
  registerState: { label: 'field.registerState', render: (row) => <RegisterStateBadge state={row.registerState} /> },
  lastCheckDate: { label: 'field.lastCheckDate', render: (row) => text(row.lastCheckDate) },
  checkConclusion: { label: 'field.checkConclusion', render: (row) => <ConclusionBadge conclusion={row.checkConclusion} /> },
  loadTestDate: { label: 'field.loadTestDate', render: (row) => text(row.loadTestDate ?? null) },
  expiryDate: { label: 'field.expiryDate', render: (row) => <ExpiryDate row={row} /> },
  daysToCheck: { label: 'field.daysToCheck', render: (row) => <DaysToCheck date={row.nextCheckDate} /> },
  nextCheckDate: {
    label: 'field.nextCheckDate',
    render: (row) => (
      <Text color={isOverdue(row.nextCheckDate) ? 'red.600' : undefined} fontWeight={isOverdue(row.nextCheckDate) ? 'medium' : undefined}>
        {text(row.nextCheckDate)}
      </Text>
    ),
  },
};
