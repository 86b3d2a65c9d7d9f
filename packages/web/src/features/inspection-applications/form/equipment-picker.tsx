import { Button, Text } from '@chakra-ui/react';
import type { EquipmentSummary } from '@portal/contract';
import { UseStateBadge } from '../../../ui/badges';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { EquipmentPicker } from '../../../ui/equipment-picker';
import type { ColumnDef } from '../../../ui/list-page';
import { PIPING_CATEGORY, type KindForm } from '../kinds';
import { useInspectionApplicationText, type InspectionApplicationTextKey } from '../messages';
import { kindTakes } from './chosen-equipment';
import { CatalogueLabel } from '../../../ui/value-label';

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
export function InspectionApplicationEquipmentPicker({ open, form, chosen, onClose, onAdd }: PickerProps) {
  const t = useInspectionApplicationText();
  const pipingOnly = form.equipment === 'pipingOnly';
  return (
    <EquipmentPicker
      open={open}
      onClose={onClose}
      testId="inspection-equipment-picker"
      categories={CATEGORY_OPTIONS.filter((option) => kindTakes(form, option.code))}
      initialCategory={pipingOnly ? PIPING_CATEGORY : ''}
      categoryRequired={pipingOnly}
      note={
        pipingOnly && (
          <Text fontSize="sm" color="gray.500" mb="2">
            {t('picker.onlyPiping')}
          </Text>
        )
      }
      columns={COLUMNS}
      text={t}
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
      footer={
        <Button size="sm" colorPalette="blue" onClick={onClose}>
          {t('picker.done')}
        </Button>
      }
    />
  );
}
