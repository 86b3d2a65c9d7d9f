import { Button, CloseButton, Dialog, HStack, Input, Portal, Text } from '@chakra-ui/react';
import type { CategoryCode, EquipmentQuery, EquipmentSummary } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { equipmentKeys } from '../../../api/queries/equipment';
import { UseStateBadge } from '../../../ui/badges';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { DataTable, ListBody, type ColumnDef } from '../../../ui/list-page';
import { OptionSelect } from '../../../ui/option-select';
import { PIPING_CATEGORY, type KindForm } from '../kinds';
import { useInspectionApplicationText, type InspectionApplicationTextKey } from '../messages';
import { kindTakes } from './chosen-equipment';
import { CatalogueLabel } from '../../../ui/value-label';

const PAGE_SIZE = 8;

const COLUMNS: readonly ColumnDef<EquipmentSummary, InspectionApplicationTextKey>[] = [
  { key: 'name', header: 'field.equipmentName', cell: (row) => row.name, wrap: true },
  { key: 'subType', header: 'field.subType', cell: (row) => <CatalogueLabel code={row.subTypeCode} fallback={row.subTypeName} /> },
  { key: 'registerCode', header: 'field.registerCode', cell: (row) => row.registerCode || '—', mono: true },
  { key: 'usePlace', header: 'field.usePlace', cell: (row) => row.usePlace, wrap: true },
  { key: 'nextCheckDate', header: 'field.nextCheckDate', cell: (row) => row.nextCheckDate ?? '—' },
  { key: 'useState', header: 'field.useState', cell: (row) => <UseStateBadge state={row.useState} /> },
];

type PickerProps = {
  open: boolean;
  form: KindForm;
  chosen: readonly string[];
  onClose: () => void;
  onAdd: (row: EquipmentSummary) => void;
};

/** Picks several of the unit's files for an application; the kind limits the categories offered. */
export function ApplicationEquipmentPicker({ open, form, chosen, onClose, onAdd }: PickerProps) {
  const t = useInspectionApplicationText();
  const pipingOnly = form.equipment === 'pipingOnly';
  const [draft, setDraft] = useState({ keyword: '', categoryCode: pipingOnly ? PIPING_CATEGORY : '' });
  const [applied, setApplied] = useState({ ...draft, page: 1 });
  const query: EquipmentQuery = {
    view: 'comprehensive',
    page: applied.page,
    pageSize: PAGE_SIZE,
    ...(applied.keyword ? { keyword: applied.keyword } : {}),
    ...(applied.categoryCode ? { categoryCode: applied.categoryCode as CategoryCode } : {}),
  };
  const list = tsr.equipment.list.useQuery({
    queryKey: equipmentKeys.list(query),
    queryData: { query },
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const categories = CATEGORY_OPTIONS.filter((option) => kindTakes(form, option.code));
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="inspection-equipment-picker">
            <Dialog.Header>
              <Dialog.Title>{t('picker.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <HStack
                as="form"
                gap="2"
                mb="3"
                onSubmit={(event) => {
                  event.preventDefault();
                  setApplied({ ...draft, keyword: draft.keyword.trim(), page: 1 });
                }}
              >
                <OptionSelect
                  name="categoryCode"
                  value={draft.categoryCode}
                  options={categories}
                  emptyLabel={pipingOnly ? undefined : t('common.all')}
                  onChange={(categoryCode) => setDraft({ ...draft, categoryCode })}
                />
                <Input
                  size="sm"
                  name="keyword"
                  maxLength={100}
                  placeholder={t('picker.keyword')}
                  value={draft.keyword}
                  onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
                />
                <Button type="submit" size="sm" colorPalette="blue" flexShrink={0}>
                  <LuSearch /> {t('common.search')}
                </Button>
              </HStack>
              {pipingOnly && (
                <Text fontSize="sm" color="gray.500" mb="2">
                  {t('picker.onlyPiping')}
                </Text>
              )}
              <ListBody result={list} page={applied.page} pageSize={PAGE_SIZE} onPageChange={(next) => setApplied({ ...applied, page: next })}>
                {(rows) => (
                  <DataTable
                    rows={rows}
                    columns={COLUMNS.map((column) => ({ ...column, headerText: t(column.header) }))}
                    actions={(row) =>
                      chosen.includes(row.id) ? (
                        <Text fontSize="xs" color="green.700">
                          {t('picker.added')}
                        </Text>
                      ) : (
                        <Button size="xs" colorPalette="blue" variant="outline" disabled={!kindTakes(form, row.categoryCode)} onClick={() => onAdd(row)}>
                          {t('picker.add')}
                        </Button>
                      )
                    }
                  />
                )}
              </ListBody>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" colorPalette="blue" onClick={onClose}>
                {t('picker.done')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
