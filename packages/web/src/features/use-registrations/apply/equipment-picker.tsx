import { Button, CloseButton, Dialog, HStack, Input, Portal, Table } from '@chakra-ui/react';
import type { CategoryCode, EquipmentQuery } from '@portal/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { Pager } from '../../../ui/pager';
import { UseStateBadge } from '../../../ui/badges';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { OptionSelect } from '../../../ui/option-select';
import { EmptyData, ErrorState, LoadingState } from '../../../ui/query-states';
import { useUseRegistrationText } from '../messages';

const PAGE_SIZE = 8;

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
    queryKey: ['equipment', 'list', 'picker', query],
    queryData: { query },
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const page = list.data?.body;
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
              {list.isError ? (
                <ErrorState error={list.error} onRetry={() => void list.refetch()} />
              ) : !page ? (
                <LoadingState />
              ) : page.items.length === 0 ? (
                <EmptyData />
              ) : (
                <>
                  <Table.ScrollArea borderWidth="1px" borderRadius="md">
                    <Table.Root size="sm" interactive>
                      <Table.Header>
                        <Table.Row bg="gray.50">
                          <Table.ColumnHeader>{t('field.equipmentName')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('field.subTypeCode')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('field.registerCode')}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t('field.usePlace')}</Table.ColumnHeader>
                          <Table.ColumnHeader whiteSpace="nowrap">{t('field.useState')}</Table.ColumnHeader>
                          <Table.ColumnHeader whiteSpace="nowrap">{t('common.actions')}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {page.items.map((row) => (
                          <Table.Row key={row.id}>
                            <Table.Cell>{row.name}</Table.Cell>
                            <Table.Cell>{row.subTypeName}</Table.Cell>
                            <Table.Cell fontFamily="mono">{row.registerCode || '—'}</Table.Cell>
                            <Table.Cell>{row.usePlace}</Table.Cell>
                            <Table.Cell>
                              <UseStateBadge state={row.useState} />
                            </Table.Cell>
                            <Table.Cell>
                              <Button size="xs" colorPalette="blue" variant="outline" onClick={() => onPick(row.id)}>
                                {t('picker.choose')}
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                  <Pager total={page.total} page={applied.page} pageSize={PAGE_SIZE} onPageChange={(next) => setApplied({ ...applied, page: next })} />
                </>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
