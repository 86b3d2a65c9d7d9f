import { Button, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuChevronDown, LuChevronUp, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { AreaCascader } from '../area-cascader';
import { CategorySelects } from '../category-selects';
import { DateRangePicker } from '../date-picker/date-range-picker';
import { OptionSelect } from '../option-select';
import { usePhone } from '../use-phone';
import { checkFilters, filterDefaults, phoneFolded, pickFilters, type FilterErrors } from './filters';
import type { FilterDef, FilterValues, TextOf } from './types';

type FilterBarProps<K extends string, L extends string> = {
  filters: readonly FilterDef<K, L>[];
  /** The applied filters (the URL's); the bar edits a draft of them. */
  values: FilterValues<K>;
  /** 查询 with filters that pass their rules, or 重置 with every filter unset. */
  onSearch: (values: FilterValues<K>) => void;
  text: TextOf<L>;
  testId?: string;
};

type FieldProps = { label: string; width?: string; error: string | null; children: ReactNode };

/** A filter's declared width from md up; on a phone (below md) every filter takes a line of its own. */
function FilterField({ label, width = '48', error, children }: FieldProps) {
  return (
    <Field.Root w={{ base: 'full', md: width }} invalid={!!error}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The filters of a list as declared; 查询 checks them with the contract's rules first. */
export function FilterBar<K extends string, L extends string>({ filters, values, onSearch, text, testId }: FilterBarProps<K, L>) {
  const { t, rule } = useI18n();
  const applied = JSON.stringify(pickFilters(filters, values));
  const [draft, setDraft] = useState<FilterValues<K>>(() => pickFilters(filters, values));
  const [errors, setErrors] = useState<FilterErrors<K>>(() => checkFilters(filters, pickFilters(filters, values)));
  // A new URL (back, a link, 重置) is the new draft, and what is wrong with it is shown. Compared
  // during render, not in an effect: a kept-alive tab re-runs its effects each time it is shown
  // again, which would throw away what was typed but not yet searched.
  const [shownApplied, setShownApplied] = useState(applied);
  const [unfolded, setUnfolded] = useState(false);
  const phone = usePhone();
  if (shownApplied !== applied) {
    const next = JSON.parse(applied) as FilterValues<K>;
    setShownApplied(applied);
    setDraft(next);
    setErrors(checkFilters(filters, next));
  }

  const set = (patch: Partial<FilterValues<K>>) => setDraft((current) => ({ ...current, ...patch }));
  const message = (key: K) => {
    const failed = errors[key];
    return failed ? rule(failed) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(filters, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(draft);
  };
  const reset = () => {
    const empty = filterDefaults(filters);
    setDraft(empty);
    setErrors({});
    onSearch(empty);
  };

  const render = (filter: FilterDef<K, L>): ReactNode => {
    switch (filter.kind) {
      case 'text':
      case 'number': {
        const numeric = filter.kind === 'number' || filter.numeric;
        return (
          <FilterField key={filter.key} label={text(filter.label)} width={filter.width} error={message(filter.key)}>
            <Input
              size="sm"
              name={filter.key}
              value={draft[filter.key]}
              maxLength={filter.maxLength ?? 100}
              placeholder={filter.placeholder ? text(filter.placeholder) : undefined}
              inputMode={numeric ? 'numeric' : undefined}
              onChange={(event) => set({ [filter.key]: event.target.value } as Partial<FilterValues<K>>)}
            />
          </FilterField>
        );
      }
      case 'option':
        return (
          <FilterField key={filter.key} label={text(filter.label)} width={filter.width ?? '40'} error={null}>
            <OptionSelect
              name={filter.key}
              value={draft[filter.key]}
              options={filter.options}
              emptyLabel={t('common.all')}
              onChange={(value) => set({ [filter.key]: value } as Partial<FilterValues<K>>)}
            />
          </FilterField>
        );
      case 'category': {
        const { category, subType } = filter;
        return (
          <CategorySelects
            key={subType}
            categoryCode={category ? draft[category] : ''}
            subTypeCode={draft[subType]}
            fixedCategory={filter.fixedCategory}
            emptyLabel={t('common.all')}
            onChange={(next) =>
              set({ ...(category ? { [category]: next.categoryCode } : {}), [subType]: next.subTypeCode } as Partial<FilterValues<K>>)
            }
          />
        );
      }
      case 'area':
        return (
          <Field.Root key={filter.key} w={{ base: 'full', md: '80' }} invalid={!!errors[filter.key]}>
            <Field.Label fontSize="sm">{text(filter.label)}</Field.Label>
            <AreaCascader
              name={filter.key}
              value={draft[filter.key]}
              onChange={(value) => set({ [filter.key]: value } as Partial<FilterValues<K>>)}
              error={message(filter.key)}
            />
          </Field.Root>
        );
      case 'dateRange': {
        const label = text(filter.label);
        return (
          <FilterField key={filter.from} label={label} width="auto" error={message(filter.to)}>
            <DateRangePicker
              value={{ from: draft[filter.from], to: draft[filter.to] }}
              onChange={(range) => set({ [filter.from]: range.from, [filter.to]: range.to } as Partial<FilterValues<K>>)}
              names={{ from: filter.from, to: filter.to }}
              labels={filter.namedEnds ? { from: `${label} ${t('list.from')}`, to: `${label} ${t('list.until')}` } : undefined}
              invalid={!!errors[filter.to]}
            />
          </FilterField>
        );
      }
    }
  };

  // On a phone (below md) a long bar folds its empty filters behind 更多条件 (filters.ts, phoneFolded).
  const folded = phone && !unfolded ? phoneFolded(filters, draft) : filters.map(() => false);
  const foldable = phone && phoneFolded(filters, draft).some(Boolean);
  return (
    // The URL is the filters' memory; the browser's own form restore or autofill must not overrule it.
    <form onSubmit={submit} noValidate autoComplete="off" data-testid={testId}>
      <Wrap gap="3" align="flex-end" mb="4">
        {filters.map((filter, index) => (folded[index] ? null : render(filter)))}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="blue">
            <LuSearch /> {t('common.search')}
          </Button>
          <Button size="sm" variant="outline" onClick={reset}>
            <LuRotateCcw /> {t('common.reset')}
          </Button>
          {foldable && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="blue"
              aria-expanded={unfolded}
              onClick={() => setUnfolded((shown) => !shown)}
              data-testid="filters-more"
            >
              {unfolded ? <LuChevronUp /> : <LuChevronDown />} {t(unfolded ? 'list.fewerFilters' : 'list.moreFilters')}
            </Button>
          )}
        </HStack>
      </Wrap>
    </form>
  );
}
