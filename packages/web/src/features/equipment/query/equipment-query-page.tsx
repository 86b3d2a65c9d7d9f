import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { ACCESS, type EquipmentView } from '@portal/contract';
import { useMemo } from 'react';
import { LuClipboardCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { equipmentKeys } from '../../../api/queries/equipment';
import { useUser } from '../../../session/session-state';
import { listFrame, ListPage, NewRecordButton, useListQuery } from '../../../ui/list-page';
import { useEquipmentText } from '../messages';
import { detailPath, deviceFormPath, inspectionApplyPath } from '../../../routes/paths';
import { APPLY_VIEWS, applyTarget, canApplyFor, useApplyChoice, type ApplyChoice } from './apply-selection';
import { equipmentColumns } from './columns';
import { exportUrl } from './export-url';
import { EQUIPMENT_LISTS, toEquipmentFilters } from './filters';
import { columnStorageKey, VIEW_CONFIG } from './views';

/** One component for the nine query views: server-paged, sortable, filtered, exportable. */
export function EquipmentQueryPage({ view }: { view: EquipmentView }) {
  const t = useEquipmentText();
  const { menuIds } = useUser();
  const canEdit = menuIds.includes(ACCESS.equipmentEdit);
  const canApply = menuIds.includes(ACCESS.inspectionApply) && APPLY_VIEWS.includes(view);
  const { choice, toggle } = useApplyChoice();
  const definition = EQUIPMENT_LISTS[view];
  const { list, result } = useListQuery(definition, tsr.equipment.list, equipmentKeys.list);
  const columns = useMemo(() => equipmentColumns(view), [view]);
  const columnChoice = useMemo(() => ({ storageKey: columnStorageKey(view), defaults: VIEW_CONFIG[view].columns }), [view]);

  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t(`view.${view}`)}
      testIdStem="equipment"
      testId={`equipment-query-${view}`}
      titleActions={
        canApply ? (
          <ApplyButton choice={choice} />
        ) : (
          canEdit &&
          view === 'comprehensive' && <NewRecordButton to={deviceFormPath('add')} label={t('query.add')} />
        )
      }
      hint={t(`view.${view}.hint`)}
      totalText={(total) => t('query.total', { total })}
      exportAction={{ url: exportUrl(toEquipmentFilters(list.params, view)), fallbackName: `${t(`view.${view}`)}.xlsx` }}
      columns={columns}
      columnChoice={columnChoice}
      selection={
        canApply
          ? {
              selected: new Set(choice.keys()),
              onChange: toggle,
              canSelect: canApplyFor,
              rowLabel: (row) => t('apply.selectRow', { name: row.name || row.registerCode || row.id }),
              pageLabel: t('apply.selectPage'),
            }
          : undefined
      }
      actions={(row) => (
        <>
          {canApply && canApplyFor(row) && (
            <Link asChild color="green.700" fontSize="sm" data-testid="row-apply-inspection">
              <RouterLink to={inspectionApplyPath([row.id], row.categoryCode)}>{t('apply.inspection')}</RouterLink>
            </Link>
          )}
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

/** 申请检验 for the ticked equipment, or what is missing for it. */
function ApplyButton({ choice }: { choice: ApplyChoice }) {
  const t = useEquipmentText();
  const target = applyTarget(choice);
  const label = choice.size > 0 ? t('apply.selected', { count: choice.size }) : t('apply.inspection');
  if ('path' in target) {
    return (
      <Button asChild size="sm" colorPalette="green" data-testid="apply-inspection">
        <RouterLink to={target.path}>
          <LuClipboardCheck /> {label}
        </RouterLink>
      </Button>
    );
  }
  return (
    <HStack gap="3">
      <Text fontSize="sm" color={target.problem === 'mixed' ? 'red.600' : 'gray.500'} data-testid="apply-inspection-hint">
        {t(target.problem === 'mixed' ? 'apply.onePipingKind' : 'apply.chooseFirst')}
      </Text>
      <Button size="sm" colorPalette="green" disabled data-testid="apply-inspection">
        <LuClipboardCheck /> {label}
      </Button>
    </HStack>
  );
}
