import { Button } from '@chakra-ui/react';
import type { EquipmentSummary } from '@portal/contract';
import { UseStateBadge } from '../../../ui/badges';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { EquipmentPicker as EquipmentPickerDialog } from '../../../ui/equipment-picker';
import type { ColumnDef } from '../../../ui/list-page';
import { useUseRegistrationText, type UseRegistrationTextKey } from '../messages';
import { CatalogueLabel } from '../../../ui/value-label';

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
  return (
    <EquipmentPickerDialog
      open={open}
      onClose={onClose}
      testId="equipment-picker"
      categories={CATEGORY_OPTIONS}
      columns={PICKER_COLUMNS}
      text={t}
      actions={(row) => (
        <Button size="xs" colorPalette="blue" variant="outline" onClick={() => onPick(row.id)}>
          {t('picker.choose')}
        </Button>
      )}
    />
  );
}
