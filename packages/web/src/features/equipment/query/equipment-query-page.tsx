import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ACCESS, type EquipmentView } from '@portal/contract';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useListParams } from '../../../lib/use-list-params';
import { useUser } from '../../../session/session-state';
import { Pager } from '../../../ui/pager';
import { EmptyData, ErrorState, LoadingState } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useEquipmentText } from '../messages';
import { detailPath, deviceFormPath } from '../../../routes/paths';
import { ColumnChooser } from './column-chooser';
import { EquipmentTable } from './equipment-table';
import { ExportButton } from './export-button';
import { exportUrl } from './export-url';
import { FilterBar } from './filter-bar';
import { checkEquipmentFilters, equipmentListDefaults, toEquipmentFilters, toEquipmentQuery } from './filters';
import { nextSort } from './sort';
import { useColumns } from './use-columns';

/** One component for the nine query views: server-paged, sortable, filtered, exportable. */
export function EquipmentQueryPage({ view }: { view: EquipmentView }) {
  const t = useEquipmentText();
  const user = useUser();
  const canEdit = user.menuIds.includes(ACCESS.equipmentEdit);
  const [params, update] = useListParams(equipmentListDefaults(view));
  const columns = useColumns(view);
  // A hand-edited URL can carry filters the bar would refuse; those are shown, not sent.
  const invalid = Object.keys(checkEquipmentFilters(params, view)).length > 0;
  const query = toEquipmentQuery(params, view);
  const list = tsr.equipment.list.useQuery({
    queryKey: ['equipment', 'list', query],
    queryData: invalid ? skipToken : { query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const page = list.data?.body;

  return (
    <SectionCard
      title={t(`view.${view}`)}
      testId={`equipment-query-${view}`}
      actions={
        canEdit &&
        view === 'comprehensive' && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={deviceFormPath('add')}>
              <LuPlus /> {t('query.add')}
            </RouterLink>
          </Button>
        )
      }
    >
      <Text fontSize="sm" color="gray.500" mb="3">
        {t(`view.${view}.hint`)}
      </Text>
      <FilterBar view={view} values={params} onSearch={(values) => update({ ...values, page: 1 })} />
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Text fontSize="sm" color="gray.600">
          {page ? t('query.total', { total: page.total }) : ''}
        </Text>
        <HStack gap="2">
          <ColumnChooser available={columns.order} shown={columns.shown} onToggle={columns.toggle} onReset={columns.reset} />
          <ExportButton
            url={exportUrl(toEquipmentFilters(params, view))}
            fallbackName={`${t(`view.${view}`)}.xlsx`}
            disabled={invalid || page?.total === 0}
          />
        </HStack>
      </HStack>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        invalid ? <EmptyData>{t('query.fixFilters')}</EmptyData> : <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyData />
      ) : (
        <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
          <EquipmentTable
            rows={page.items}
            columns={columns.shown}
            sort={params.sort}
            onSort={(field) => update({ sort: nextSort(params.sort, field), page: 1 })}
            actions={(row) => (
              <HStack gap="3">
                <Link asChild color="blue.600" fontSize="sm">
                  <RouterLink to={detailPath(row.categoryCode, row.id)}>{t('common.view')}</RouterLink>
                </Link>
                {canEdit && row.registerState === 'pending' && (
                  <Link asChild color="blue.600" fontSize="sm">
                    <RouterLink to={deviceFormPath('edit', row.id)}>{t('common.edit')}</RouterLink>
                  </Link>
                )}
              </HStack>
            )}
          />
          <Pager total={page.total} page={params.page} pageSize={params.pageSize} onPageChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </SectionCard>
  );
}
