import { Button, Link } from '@chakra-ui/react';
import { ACCESS, type EquipmentView } from '@portal/contract';
import { useMemo } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useUser } from '../../../session/session-state';
import { ListPage, listQueryOptions, useListState } from '../../../ui/list-page';
import { useEquipmentText } from '../messages';
import { detailPath, deviceFormPath } from '../../../routes/paths';
import { equipmentColumns } from './columns';
import { exportUrl } from './export-url';
import { EQUIPMENT_LISTS, toEquipmentFilters } from './filters';
import { columnStorageKey, VIEW_CONFIG } from './views';

/** One component for the nine query views: server-paged, sortable, filtered, exportable. */
export function EquipmentQueryPage({ view }: { view: EquipmentView }) {
  const t = useEquipmentText();
  const canEdit = useUser().menuIds.includes(ACCESS.equipmentEdit);
  const definition = EQUIPMENT_LISTS[view];
  const list = useListState(definition);
  const result = tsr.equipment.list.useQuery(listQueryOptions(['equipment', 'list'], list));
  const columns = useMemo(() => equipmentColumns(view), [view]);
  const columnChoice = useMemo(() => ({ storageKey: columnStorageKey(view), defaults: VIEW_CONFIG[view].columns }), [view]);

  return (
    <ListPage
      list={list}
      result={result}
      text={t}
      title={t(`view.${view}`)}
      testId={`equipment-query-${view}`}
      titleActions={
        canEdit &&
        view === 'comprehensive' && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={deviceFormPath('add')}>
              <LuPlus /> {t('query.add')}
            </RouterLink>
          </Button>
        )
      }
      hint={t(`view.${view}.hint`)}
      filtersTestId="equipment-filters"
      totalText={(total) => t('query.total', { total })}
      exportAction={{ url: exportUrl(toEquipmentFilters(list.params, view)), fallbackName: `${t(`view.${view}`)}.xlsx` }}
      columns={columns}
      columnChoice={columnChoice}
      tableTestId="equipment-table"
      actions={(row) => (
        <>
          <Link asChild color="blue.600" fontSize="sm">
            <RouterLink to={detailPath(row.categoryCode, row.id)}>{t('common.view')}</RouterLink>
          </Link>
          {canEdit && row.registerState === 'pending' && (
            <Link asChild color="blue.600" fontSize="sm">
              <RouterLink to={deviceFormPath('edit', row.id)}>{t('common.edit')}</RouterLink>
            </Link>
          )}
        </>
      )}
    />
  );
}
