import { Button, Field, HStack, Input, Text, Wrap } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES, INSPECTION_CONCLUSIONS, REGISTER_CODE_LENGTH, type EquipmentView } from '@portal/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useI18n } from '../../../i18n/i18n';
import { AreaCascader } from '../../../ui/area-cascader';
import { CategorySelects } from '../../../ui/category-selects';
import { OptionSelect } from '../../../ui/option-select';
import { useEquipmentText, type EquipmentTextKey } from '../messages';
import {
  checkEquipmentFilters,
  EQUIPMENT_FILTER_DEFAULTS,
  filterValuesOf,
  type EquipmentFilterField,
  type EquipmentFilterValues,
} from './filters';
import { VIEW_CONFIG } from './views';

type FilterBarProps = {
  view: EquipmentView;
  values: EquipmentFilterValues;
  onSearch: (values: EquipmentFilterValues) => void;
};

type TextFilter = 'keyword' | 'registerCode' | 'useCertNo' | 'unitInternalNo';

const TEXT_FILTERS: ReadonlyArray<[TextFilter, EquipmentTextKey, number]> = [
  ['keyword', 'query.keyword', 100],
  ['registerCode', 'field.registerCode', REGISTER_CODE_LENGTH],
  ['useCertNo', 'field.useCertNo', 50],
  ['unitInternalNo', 'field.unitInternalNo', 50],
];

const RANGES: ReadonlyArray<['nextCheckDate' | 'useDate' | 'loadTestDate', EquipmentFilterField, EquipmentFilterField, EquipmentTextKey]> = [
  ['nextCheckDate', 'nextCheckDateFrom', 'nextCheckDateTo', 'field.nextCheckDate'],
  ['useDate', 'useDateFrom', 'useDateTo', 'field.useDate'],
  ['loadTestDate', 'loadTestDateFrom', 'loadTestDateTo', 'field.loadTestDate'],
];

/** The filters that fit the view; 查询 checks them and writes them to the URL. */
export function FilterBar({ view, values, onSearch }: FilterBarProps) {
  const t = useEquipmentText();
  const { rule } = useI18n();
  const config = VIEW_CONFIG[view];
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<ReturnType<typeof checkEquipmentFilters>>({});
  const applied = JSON.stringify(filterValuesOf(values));
  useEffect(() => {
    const next = JSON.parse(applied) as EquipmentFilterValues;
    setDraft(next);
    setErrors(checkEquipmentFilters(next, view));
  }, [applied, view]);

  const has = (filter: (typeof config.filters)[number]) => config.filters.includes(filter);
  const set = (patch: Partial<EquipmentFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const message = (field: EquipmentFilterField) => (errors[field] ? rule(errors[field]) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkEquipmentFilters(draft, view);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="equipment-filters">
      <Wrap gap="3" align="flex-end" mb="4">
        {(has('categoryCode') || has('subTypeCode')) && (
          <CategorySelects
            categoryCode={draft.categoryCode}
            subTypeCode={draft.subTypeCode}
            fixedCategory={config.fixedCategory}
            emptyLabel={t('common.all')}
            onChange={(next) => set(next)}
          />
        )}
        {TEXT_FILTERS.filter(([field]) => has(field)).map(([field, label, max]) => (
          <Field.Root key={field} w="48" invalid={!!errors[field]}>
            <Field.Label fontSize="sm">{t(label)}</Field.Label>
            <Input
              size="sm"
              name={field}
              value={draft[field]}
              maxLength={max}
              inputMode={field === 'registerCode' ? 'numeric' : undefined}
              onChange={(event) => set({ [field]: event.target.value })}
            />
            {message(field) && <Field.ErrorText>{message(field)}</Field.ErrorText>}
          </Field.Root>
        ))}
        {has('areaCode') && (
          <Field.Root w="80" invalid={!!errors.areaCode}>
            <Field.Label fontSize="sm">{t('field.area')}</Field.Label>
            <AreaCascader value={draft.areaCode} onChange={(areaCode) => set({ areaCode })} error={message('areaCode')} />
          </Field.Root>
        )}
        {has('useState') && (
          <Field.Root w="36">
            <Field.Label fontSize="sm">{t('field.useState')}</Field.Label>
            <OptionSelect
              name="useState"
              value={draft.useState}
              options={EQUIPMENT_USE_STATES}
              emptyLabel={t('common.all')}
              onChange={(useState) => set({ useState })}
            />
          </Field.Root>
        )}
        {has('checkConclusion') && (
          <Field.Root w="40">
            <Field.Label fontSize="sm">{t('field.checkConclusion')}</Field.Label>
            <OptionSelect
              name="checkConclusion"
              value={draft.checkConclusion}
              options={INSPECTION_CONCLUSIONS}
              emptyLabel={t('common.all')}
              onChange={(checkConclusion) => set({ checkConclusion })}
            />
          </Field.Root>
        )}
        {has('loadTestYears') && (
          <Field.Root w="48" invalid={!!errors.loadTestYears}>
            <Field.Label fontSize="sm">{t('field.loadTestYears')}</Field.Label>
            <Input
              size="sm"
              name="loadTestYears"
              value={draft.loadTestYears}
              maxLength={4}
              inputMode="numeric"
              onChange={(event) => set({ loadTestYears: event.target.value })}
            />
            {message('loadTestYears') && <Field.ErrorText>{message('loadTestYears')}</Field.ErrorText>}
          </Field.Root>
        )}
        {RANGES.filter(([filter]) => has(filter)).map(([filter, from, to, label]) => (
          <Field.Root key={filter} w="auto" invalid={!!errors[to]}>
            <Field.Label fontSize="sm">{t(label)}</Field.Label>
            <HStack gap="1">
              <Input size="sm" type="date" w="36" name={from} aria-label={`${t(label)} ${t('query.from')}`} value={draft[from]} onChange={(event) => set({ [from]: event.target.value })} />
              <Text fontSize="sm" color="gray.500">
                {t('common.to')}
              </Text>
              <Input size="sm" type="date" w="36" name={to} aria-label={`${t(label)} ${t('query.until')}`} value={draft[to]} onChange={(event) => set({ [to]: event.target.value })} />
            </HStack>
            {message(to) && <Field.ErrorText>{message(to)}</Field.ErrorText>}
          </Field.Root>
        ))}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue">
            <LuSearch /> {t('common.search')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(EQUIPMENT_FILTER_DEFAULTS);
              setErrors({});
              onSearch(EQUIPMENT_FILTER_DEFAULTS);
            }}
          >
            <LuRotateCcw /> {t('common.reset')}
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}
