import { Button, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { CONSTRUCTION_KINDS, REVIEW_STATES } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { OptionSelect } from '../../ui/option-select';
import { useConstructionRecordText } from './messages';
import { constructionRangeInvalid, type ConstructionListParams } from './construction-list-params';

type Filters = Pick<ConstructionListParams, 'cKeyword' | 'cKind' | 'cState' | 'cFrom' | 'cTo'>;
const EMPTY: Filters = { cKeyword: '', cKind: '', cState: '', cFrom: '', cTo: '' };

export function ConstructionFilters({ values, onSearch }: { values: Filters; onSearch: (filters: Filters) => void }) {
  const t = useConstructionRecordText();
  const { rule } = useI18n();
  const [draft, setDraft] = useState<Filters>(values);
  const applied = JSON.stringify([values.cKeyword, values.cKind, values.cState, values.cFrom, values.cTo]);
  useEffect(() => {
    const [cKeyword, cKind, cState, cFrom, cTo] = JSON.parse(applied) as string[];
    setDraft({ cKeyword: cKeyword ?? '', cKind: cKind ?? '', cState: cState ?? '', cFrom: cFrom ?? '', cTo: cTo ?? '' });
  }, [applied]);
  const invalid = constructionRangeInvalid(draft);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <Wrap
      as="form"
      gap="3"
      align="flex-end"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSearch(draft);
      }}
    >
      <Field.Root w="48">
        <Field.Label fontSize="sm">{t('query.keyword')}</Field.Label>
        <Input size="sm" name="cKeyword" maxLength={100} value={draft.cKeyword} onChange={(event) => set({ cKeyword: event.target.value })} />
      </Field.Root>
      <Field.Root w="36">
        <Field.Label fontSize="sm">{t('construction.kind')}</Field.Label>
        <OptionSelect name="cKind" value={draft.cKind} options={CONSTRUCTION_KINDS} emptyLabel={t('common.all')} onChange={(cKind) => set({ cKind })} />
      </Field.Root>
      <Field.Root w="36">
        <Field.Label fontSize="sm">{t('common.state')}</Field.Label>
        <OptionSelect name="cState" value={draft.cState} options={REVIEW_STATES} emptyLabel={t('common.all')} onChange={(cState) => set({ cState })} />
      </Field.Root>
      <Field.Root w="auto" invalid={invalid}>
        <Field.Label fontSize="sm">{t('construction.noticeDate')}</Field.Label>
        <HStack gap="1">
          <Input size="sm" type="date" w="36" name="cFrom" value={draft.cFrom} onChange={(event) => set({ cFrom: event.target.value })} />
          <Text fontSize="sm" color="gray.500">
            {t('common.to')}
          </Text>
          <Input size="sm" type="date" w="36" name="cTo" value={draft.cTo} onChange={(event) => set({ cTo: event.target.value })} />
        </HStack>
        {invalid && <Field.ErrorText>{rule('dateRange')}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" disabled={invalid}>
          {t('common.search')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY);
            onSearch(EMPTY);
          }}
        >
          {t('common.reset')}
        </Button>
      </HStack>
    </Wrap>
  );
}
