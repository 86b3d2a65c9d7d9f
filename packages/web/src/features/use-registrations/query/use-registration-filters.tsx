import { Button, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { REGISTER_CODE_LENGTH, USE_REGISTRATION_KINDS, USE_REGISTRATION_STATES } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { CATEGORY_OPTIONS } from '../../../ui/category-selects';
import { OptionSelect } from '../../../ui/option-select';
import { useUseRegistrationText } from '../messages';
import { checkUseRegistrationFilters, filtersOf, USE_REGISTRATION_FILTER_DEFAULTS, type UseRegistrationFilters } from './list-params';

export function UseRegistrationFilterBar({ values, onSearch }: { values: UseRegistrationFilters; onSearch: (filters: UseRegistrationFilters) => void }) {
  const t = useUseRegistrationText();
  const { rule } = useI18n();
  const applied = JSON.stringify(filtersOf(values));
  const [draft, setDraft] = useState(() => filtersOf(values));
  const [errors, setErrors] = useState<ReturnType<typeof checkUseRegistrationFilters>>({});
  useEffect(() => {
    const next = JSON.parse(applied) as UseRegistrationFilters;
    setDraft(next);
    setErrors(checkUseRegistrationFilters(next));
  }, [applied]);
  const set = (patch: Partial<UseRegistrationFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Wrap
      as="form"
      gap="3"
      align="flex-end"
      mb="4"
      data-testid="use-record-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkUseRegistrationFilters(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) onSearch(draft);
      }}
    >
      <Field.Root w="48">
        <Field.Label fontSize="sm">{t('query.keyword')}</Field.Label>
        <Input size="sm" name="keyword" maxLength={100} value={draft.keyword} onChange={(event) => set({ keyword: event.target.value })} />
      </Field.Root>
      <Field.Root w="40">
        <Field.Label fontSize="sm">{t('field.state')}</Field.Label>
        <OptionSelect name="state" value={draft.state} options={USE_REGISTRATION_STATES} emptyLabel={t('common.all')} onChange={(state) => set({ state })} />
      </Field.Root>
      <Field.Root w="44">
        <Field.Label fontSize="sm">{t('field.kind')}</Field.Label>
        <OptionSelect name="kind" value={draft.kind} options={USE_REGISTRATION_KINDS} emptyLabel={t('common.all')} onChange={(kind) => set({ kind })} />
      </Field.Root>
      <Field.Root w="48">
        <Field.Label fontSize="sm">{t('field.categoryCode')}</Field.Label>
        <OptionSelect name="categoryCode" value={draft.categoryCode} options={CATEGORY_OPTIONS} emptyLabel={t('common.all')} onChange={(categoryCode) => set({ categoryCode })} />
      </Field.Root>
      <Field.Root w="48" invalid={!!errors.registerCode}>
        <Field.Label fontSize="sm">{t('field.registerCode')}</Field.Label>
        <Input size="sm" name="registerCode" maxLength={REGISTER_CODE_LENGTH} value={draft.registerCode} onChange={(event) => set({ registerCode: event.target.value })} />
        {errors.registerCode && <Field.ErrorText>{rule(errors.registerCode)}</Field.ErrorText>}
      </Field.Root>
      <Field.Root w="auto" invalid={!!errors.submittedTo}>
        <Field.Label fontSize="sm">{t('query.submitted')}</Field.Label>
        <HStack gap="1">
          <Input size="sm" type="date" w="36" name="submittedFrom" value={draft.submittedFrom} onChange={(event) => set({ submittedFrom: event.target.value })} />
          <Text fontSize="sm" color="gray.500">
            {t('common.to')}
          </Text>
          <Input size="sm" type="date" w="36" name="submittedTo" value={draft.submittedTo} onChange={(event) => set({ submittedTo: event.target.value })} />
        </HStack>
        {errors.submittedTo && <Field.ErrorText>{rule(errors.submittedTo)}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue">
          {t('common.search')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(USE_REGISTRATION_FILTER_DEFAULTS);
            setErrors({});
            onSearch(USE_REGISTRATION_FILTER_DEFAULTS);
          }}
        >
          {t('common.reset')}
        </Button>
      </HStack>
    </Wrap>
  );
}
