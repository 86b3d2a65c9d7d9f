import { SimpleGrid, Stat, Table } from '@chakra-ui/react';
import { ACCESS, type EquipmentStatistics, type Unit } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { ownUnitQuery, unitKeys } from '../../api/queries/unit';
import { byId, SILENT } from '../../api/queries/query-kit';
import { STATISTICS_QUERY } from '../../api/queries/dashboard';
import { useUser } from '../../session/session-state';
import { fieldItems, InfoGrid } from '../../ui/info-grid';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useInspectionDetailsText } from './messages';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';

/**
 * 检验单位详情 (`?id=<unit id>`), read-only. The institute (inspection:review) looks any unit up by its
 * id (`GET /api/v1/units/:id`); an enterprise sees its own unit (`GET /api/v1/unit` and its desk's
 * equipment counts), with or without its own id, and another unit's id as not found, without asking.
 */
export function UnitDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const menuIds = useUser().menuIds;
  const institute = menuIds.includes(ACCESS.inspectionReview) && (id !== '' || !menuIds.includes(ACCESS.inspectionView));
  return institute ? <AnyUnit id={id} /> : <OwnUnit id={id} />;
}

function AnyUnit({ id }: { id: string }) {
  const profile = tsr.unit.getById.useQuery({ queryKey: unitKeys.detail(id), queryData: byId(id), meta: SILENT });
  return <QueryView query={profile}>{() => (profile.data ? <UnitView unit={profile.data.body} equipment={profile.data.body.equipment} /> : null)}</QueryView>;
}

function OwnUnit({ id }: { id: string }) {
  const t = useInspectionDetailsText();
  const unitId = useUser().unitId;
  const own = unitId !== null && (id === '' || id === unitId);
  const unit = tsr.unit.get.useQuery({ ...ownUnitQuery(unitId), queryData: own ? {} : skipToken });
  const statistics = tsr.dashboard.statistics.useQuery({ ...STATISTICS_QUERY, queryData: own ? {} : skipToken });
  if (unitId !== null && !own) return <EmptyData>{t('unit.notFound')}</EmptyData>;
  return (
    <QueryView query={unit}>
      {() => (unit.data ? <UnitView unit={unit.data.body} equipment={statistics.data?.body ?? null} /> : null)}
    </QueryView>
  );
}

function UnitView({ unit, equipment }: { unit: Unit; equipment: EquipmentStatistics | null }) {
  const t = useInspectionDetailsText();
  const { area } = useI18n();
  useRecordTagTitle(unit.name);
  return (
    <>
      <SectionCard title={`${t('unit.title')}：${unit.name}`} testId="unit-detail">
        <InfoGrid
          items={[
            { key: 'name', label: t('field.unitName'), value: unit.name },
            ...fieldItems(t, unit, ['creditCode']),
            { key: 'area', label: t('field.area'), value: unit.areaCode ? area(unit.areaCode) : '' },
            ...fieldItems(t, unit, ['regAddress', 'businessAddress', 'legalPerson', 'contactPerson', 'contactPhone', 'postcode', 'fixedAssets', 'foundDate', 'regAuthority', 'email']),
          ]}
        />
      </SectionCard>
      {equipment && <EquipmentCounts equipment={equipment} />}
    </>
  );
}

function EquipmentCounts({ equipment }: { equipment: EquipmentStatistics }) {
  const t = useInspectionDetailsText();
  const { category } = useI18n();
  const inUse = equipment.byCategory.reduce((sum, row) => sum + row.inUse, 0);
  const figures = [
    { key: 'total', label: t('count.total'), value: equipment.total },
    { key: 'inUse', label: t('count.inUse'), value: inUse },
    { key: 'overdue', label: t('count.overdue'), value: equipment.overdue },
    { key: 'inspectionDue', label: t('count.inspectionDue'), value: equipment.inspectionDue },
    { key: 'unqualified', label: t('count.unqualified'), value: equipment.unqualified },
  ];
  const categories = equipment.byCategory.filter((row) => row.total > 0);
  return (
    <SectionCard title={t('unit.equipment')} testId="unit-equipment">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4" mb={categories.length > 0 ? '4' : '0'}>
        {figures.map((figure) => (
          <Stat.Root key={figure.key} borderWidth="1px" borderRadius="md" p="3" data-testid={`unit-count-${figure.key}`}>
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText>{figure.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {categories.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('field.category')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('count.total')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('count.inUse')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('count.overdue')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('count.inspectionDue')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {categories.map((row) => (
                <Table.Row key={row.categoryCode}>
                  <Table.Cell>{category(row.categoryCode, row.categoryName)}</Table.Cell>
                  <Table.Cell textAlign="end">{row.total}</Table.Cell>
                  <Table.Cell textAlign="end">{row.inUse}</Table.Cell>
                  <Table.Cell textAlign="end">{row.overdue}</Table.Cell>
                  <Table.Cell textAlign="end">{row.inspectionDue}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
}
