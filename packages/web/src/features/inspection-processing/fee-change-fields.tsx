import { Box, Button, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { ItemFee, ProcessingDetail } from '@portal/contract';
import { useState } from 'react';
import { TextareaField } from '../../ui/form';
import { useInspectionProcessingText } from './messages';

/** Yuan with at most two decimals, as the contract takes them (whole fen). */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const fen = (yuan: number): number => Math.round(yuan * 100);
const shown = (yuan: number | null): string => (yuan === null ? '' : String(yuan));

/** The fee editor's state: a text per item while it is open, and what it makes of them. */
export function useFeeDrafts(items: ProcessingDetail['items']) {
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const draftOf = (itemId: string, quoted: number | null) => drafts[itemId] ?? shown(quoted);
  /** The items whose fee changes, or null when one of the texts is not an amount (marked on its row). */
  const changedFees = (): ItemFee[] | null => {
    if (!open) return [];
    const bad = items.filter((item) => !AMOUNT.test(draftOf(item.itemId, item.fee).trim()) || Number(draftOf(item.itemId, item.fee)) > 1_000_000).map((item) => item.itemId);
    setInvalid(bad);
    if (bad.length > 0) return null;
    return items
      .map((item) => ({ itemId: item.itemId, fee: Number(draftOf(item.itemId, item.fee).trim()) }))
      .filter((entry, index) => fen(entry.fee) !== fen(items[index]!.fee ?? Number.NaN));
  };
  const total = (pick: (item: ProcessingDetail['items'][number]) => number) => items.reduce((sum, item) => sum + fen(pick(item)), 0) / 100;
  return {
    open,
    setOpen: (next: boolean) => {
      setOpen(next);
      if (!next) setDrafts({});
      setInvalid([]);
    },
    draftOf,
    setDraft: (itemId: string, value: string) => setDrafts((current) => ({ ...current, [itemId]: value })),
    invalid,
    changedFees,
    quotedTotal: total((item) => item.fee ?? 0),
    newTotal: total((item) => (AMOUNT.test(draftOf(item.itemId, item.fee).trim()) ? Number(draftOf(item.itemId, item.fee)) : (item.fee ?? 0))),
  };
}

export type FeeDrafts = ReturnType<typeof useFeeDrafts>;

/**
 * 调整检验费用 at pre-review: each item's quoted fee beside an input for the new one, the totals,
 * and the reason the unit will read (the form's `feeReason`). Closed, the quote stands.
 */
export function FeeChangeFields({ items, fees }: { items: ProcessingDetail['items']; fees: FeeDrafts }) {
  const t = useInspectionProcessingText();
  if (!fees.open) {
    return (
      <Box>
        <Button size="xs" variant="outline" onClick={() => fees.setOpen(true)} data-testid="change-fee">
          {t('action.changeFee')}
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="3" p="3" borderWidth="1px" borderColor="orange.200" bg="orange.50" borderRadius="md" data-testid="fee-change">
      <Text fontSize="sm" color="orange.800">
        {t('action.feeChangeHint')}
      </Text>
      <Table.Root size="sm" bg="white">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('field.equipmentName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('field.registerCode')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('field.quotedFee')}</Table.ColumnHeader>
            <Table.ColumnHeader w="40">{t('field.newFee')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const wrong = fees.invalid.includes(item.itemId);
            return (
              <Table.Row key={item.itemId}>
                <Table.Cell>{item.equipmentName}</Table.Cell>
                <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{shown(item.fee) || '—'}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    inputMode="decimal"
                    aria-label={`${item.equipmentName} ${t('field.newFee')}`}
                    aria-invalid={wrong}
                    value={fees.draftOf(item.itemId, item.fee)}
                    onChange={(event) => fees.setDraft(item.itemId, event.target.value)}
                    data-testid="new-fee"
                  />
                  {wrong && (
                    <Text fontSize="xs" color="red.600" mt="1">
                      {t('action.feeAmount')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" fontWeight="medium" data-testid="fee-total">
        {t('action.feeTotal', { from: fees.quotedTotal, to: fees.newTotal })}
      </Text>
      <TextareaField name="feeReason" label={t('field.feeReason')} maxLength={200} />
      <Box>
        <Button size="xs" variant="ghost" onClick={() => fees.setOpen(false)}>
          {t('action.keepFee')}
        </Button>
      </Box>
    </Stack>
  );
}
