import { Button, HStack, Input } from '@chakra-ui/react';
import type { CategoryCode, EquipmentQuery, EquipmentSummary } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';
import { tsr } from '../api/client';
import { equipmentKeys } from '../api/queries/equipment';
import { useI18n } from '../i18n/i18n';
import { DialogFrame } from './dialog/dialog-frame';
import { DataTable, ListBody, type ColumnDef } from './list-page';
import type { TextOf } from './list-page/types';
import { OptionSelect, type SelectOption } from './option-select';

const PAGE_SIZE = 8;

/** The picker's own words in the page's texts. */
type PickerKey = 'picker.title' | 'picker.keyword';

type EquipmentPickerProps<L extends string> = {
  open: boolean;
  onClose: () => void;
  testId: string;
  /** The categories offered; `categoryRequired` drops 全部 (a kind bound to one category). */
  categories: readonly SelectOption[];
  initialCategory?: string;
  categoryRequired?: boolean;
  /** Said between the search and the rows. */
  note?: ReactNode;
  columns: readonly ColumnDef<EquipmentSummary, L>[];
  /** The page's texts: the column headers, and the dialog's `picker.title` and keyword hint `picker.keyword`. */
  text: TextOf<NoInfer<L> | PickerKey>;
  actions: (row: EquipmentSummary) => ReactNode;
  footer?: ReactNode;
};

/** A dialog that searches the unit's equipment files on the server (category and keyword) and offers each row's actions. */
export function EquipmentPicker<L extends string>(props: EquipmentPickerProps<L>) {
  const { open, onClose, testId, categories, initialCategory = '', categoryRequired, note, columns, text, actions, footer } =
    props;
  const { t } = useI18n();
  const [draft, setDraft] = useState({ keyword: '', categoryCode: initialCategory });
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
  return (
    <DialogFrame open={open} onClose={onClose} title={text('picker.title')} testId={testId} size="xl" closeButton footer={footer}>
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
          emptyLabel={categoryRequired ? undefined : t('common.all')}
          onChange={(categoryCode) => setDraft({ ...draft, categoryCode })}
        />
        <Input
          size="sm"
          name="keyword"
          maxLength={100}
          placeholder={text('picker.keyword')}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        />
        <Button type="submit" size="sm" colorPalette="blue" flexShrink={0}>
          <LuSearch /> {t('common.search')}
        </Button>
      </HStack>
      {note}
      <ListBody result={list} page={applied.page} pageSize={PAGE_SIZE} onPageChange={(next) => setApplied({ ...applied, page: next })}>
        {(rows) => <DataTable rows={rows} columns={columns.map((column) => ({ ...column, headerText: text(column.header) }))} actions={actions} />}
      </ListBody>
    </DialogFrame>
  );
}
