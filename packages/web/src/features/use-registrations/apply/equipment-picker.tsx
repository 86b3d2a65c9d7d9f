import { Button, CloseButton, Dialog, HStack, Input, Portal } from '@chakra-ui/react';
import type { CategoryCode, EquipmentQuery, EquipmentSummary } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { equipmentKeys } from '../../../api/queries/equipment';
import { UseStateBadge } from '../../../ui/badges';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { OptionSelect } from '../../../ui/option-select';
import { DataTable, ListBody, type ColumnDef } from '../../../ui/list-page';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { CatalogueLabel } from '../../../ui/value-label';

const PAGE_SIZE = 8;

const PICKER_COLUMNS: readonly ColumnDef<EquipmentSummary, UseRegistrationTextKey>[] = [
  { key: 'name', header: 'field.equipmentName', cell: (row) => row.name, wrap: true },
  { key: 'subType', header: 'field.subTypeCode', cell: (row) => <CatalogueLabel code={row.subTypeCode} fallback={row.subTypeName} /> },
  { key: 'registerCode', header: 'field.registerCode', cell: (row) => row.registerCode || '—', mono: true },
  { key: 'usePlace', header: 'field.usePlace', cell: (row) => row.usePlace, wrap: true },
  { key: 'useState', header: 'field.useState', cell: (row) => <UseStateBadge state={row.useState} /> },
];

type EquipmentPickerProps = { open: boolean; onClose: () => void; onPick: (id: string) => void };

/** Finds one of the unit's equipment files to register (the unit's list, searched on the server). */
export function EquipmentPicker({ open, onClose, onPick }: EquipmentPickerProps) {
  const t = useUseRegistrationText();
  const [draft, setDraft] = useState({ keyword: '', categoryCode: '' });
  const [applied, setApplied] = useState({ keyword: '', categoryCode: '', page: 1 });
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
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="equipment-picker">
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
                  options={CATEGORY_OPTIONS}
                  emptyLabel={t('common.all')}
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
              <ListBody
                result={list}
                page={applied.page}
                pageSize={PAGE_SIZE}
                onPageChange={(next) => setApplied({ ...applied, page: next })}
              >
                {(rows) => (
                  <DataTable
                    rows={rows}
                    columns={PICKER_COLUMNS.map((column) => ({ ...column, headerText: t(column.header) }))}
                    actions={(row) => (
                      <Button size="xs" colorPalette="blue" variant="outline" onClick={() => onPick(row.id)}>
                        {t('picker.choose')}
                      </Button>
                    )}
                  />
                )}
              </ListBody>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
