import { Field, HStack } from '@chakra-ui/react';
import { CATEGORIES, subTypesOf } from '@portal/contract';
import { useI18n } from '../i18n/i18n';
import { OptionSelect } from './option-select';

/** Sub-type choices of a category, each labelled with its code as the catalogue prints it. */
export function subTypeOptions(categoryCode: string) {
  return subTypesOf(categoryCode).map((subType) => ({ code: subType.code, label: `${subType.code} ${subType.name}`, en: `${subType.code} ${subType.en}` }));
}

export const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ code: category.code, label: `${category.code} ${category.name}`, en: `${category.code} ${category.en}` }));

/** The categories by name only (list cells, filters without codes). */
export const CATEGORY_NAMES = CATEGORIES.map((category) => ({ code: category.code, label: category.name, en: category.en }));

type CategorySelectsProps = {
  categoryCode: string;
  subTypeCode: string;
  onChange: (next: { categoryCode: string; subTypeCode: string }) => void;
  /** A view bound to one category shows only its sub-types. */
  fixedCategory?: string;
  emptyLabel: string;
};

/** Category then sub-type; the sub-type list follows the category and is cleared with it. */
export function CategorySelects({ categoryCode, subTypeCode, onChange, fixedCategory, emptyLabel }: CategorySelectsProps) {
  const { t } = useI18n();
  const category = fixedCategory ?? categoryCode;
  return (
    // On a phone (below md) each select takes the whole width, one under the other.
    <HStack gap="3" align="flex-end" flexWrap={{ base: 'wrap', md: 'nowrap' }} w={{ base: 'full', md: 'auto' }}>
      {!fixedCategory && (
        <Field.Root w={{ base: 'full', md: '48' }}>
          <Field.Label fontSize="sm">{t('field.category')}</Field.Label>
          <OptionSelect
            name="categoryCode"
            label={t('field.category')}
            value={categoryCode}
            options={CATEGORY_OPTIONS}
            emptyLabel={emptyLabel}
            onChange={(code) => onChange({ categoryCode: code, subTypeCode: '' })}
          />
        </Field.Root>
      )}
      <Field.Root w={{ base: 'full', md: '52' }}>
        <Field.Label fontSize="sm">{t('field.subType')}</Field.Label>
        <OptionSelect
          name="subTypeCode"
          label={t('field.subType')}
          value={subTypeCode}
          options={category ? subTypeOptions(category) : []}
          emptyLabel={emptyLabel}
          disabled={!category}
          onChange={(code) => onChange({ categoryCode, subTypeCode: code })}
        />
      </Field.Root>
    </HStack>
  );
}
