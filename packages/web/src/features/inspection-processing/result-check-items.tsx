import { Box, Button, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { CHECK_ITEM_OUTCOMES, checkItemsFor, type CheckItemOutcome, type ProcessingDetail } from '@portal/contract';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { OptionSelect } from '../../ui/option-select';
import { useBoundField } from '../../ui/form/use-bound-field';
import { useInspectionProcessingText } from './messages';

type Entry = { code: string; outcome: CheckItemOutcome; note: string };

/**
 * The main inspection items of one equipment's result (docs/inspection-processing.md, "Documents"):
 * collapsed to a summary (「8 项全部符合」), opened to a select and a note per item. Until an item is
 * changed nothing is sent, which the platform reads as every item conforming.
 */
export function ResultCheckItems({ item, index }: { item: ProcessingDetail['items'][number]; index: number }) {
  const t = useInspectionProcessingText();
  const { optionText } = useI18n();
  const [open, setOpen] = useState(false);
  const { field, error } = useBoundField(`results.${index}.checkItems`);
  const catalogue = checkItemsFor(item.categoryCode, item.subTypeCode);
  if (catalogue.length === 0) return null;
  const given = (Array.isArray(field.value) ? field.value : []) as Entry[];
  const entries: Entry[] = catalogue.map((entry) => given.find((value) => value.code === entry.code) ?? { code: entry.code, outcome: 'pass', note: '' });
  const change = (code: string, patch: Partial<Entry>) => field.onChange(entries.map((entry) => (entry.code === code ? { ...entry, ...patch } : entry)));
  const fail = entries.filter((entry) => entry.outcome === 'fail').length;
  const na = entries.filter((entry) => entry.outcome === 'na').length;
  const summary = fail + na === 0 ? t('checkItems.allPass', { count: entries.length }) : t('checkItems.summary', { count: entries.length, fail, na });
  return (
    <Box gridColumn="1 / -1" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="result-check-items">
      <Button variant="plain" size="sm" px="0" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="result-check-items-toggle">
        {t('checkItems.title')}：{summary}
      </Button>
      {error && (
        <Text color="red.600" fontSize="sm" data-testid="result-check-items-error">
          {error}
        </Text>
      )}
      {open && (
        <Stack gap="1" mt="2">
          {catalogue.map((entry, position) => {
            const value = entries[position]!;
            return (
              <Grid key={entry.code} templateColumns={{ base: '1fr', md: '2fr 8em 2fr' }} gap="2" alignItems="center">
                <Text fontSize="sm">
                  {position + 1}. {optionText(entry)}
                </Text>
                <OptionSelect
                  size="xs"
                  label={optionText(entry)}
                  value={value.outcome}
                  options={CHECK_ITEM_OUTCOMES}
                  onChange={(code) => change(entry.code, { outcome: code as CheckItemOutcome })}
                />
                <Input
                  size="xs"
                  aria-label={`${optionText(entry)} ${t('checkItems.note')}`}
                  placeholder={t('checkItems.note')}
                  maxLength={200}
                  value={value.note}
                  onChange={(event) => change(entry.code, { note: event.target.value })}
                />
              </Grid>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
