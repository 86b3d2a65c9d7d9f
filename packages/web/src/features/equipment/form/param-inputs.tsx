import { SimpleGrid, Text } from '@chakra-ui/react';
import { paramUnit, type ParamField } from '@portal/contract';
import { SelectField, TextField } from '../../../ui/form';
import { useEquipmentText } from '../messages';
import { useI18n } from '../../../i18n/i18n';

/** The category's own parameters: numbers with their unit, choices as selects, text as text. */
export function ParamInputs({ fields }: { fields: readonly ParamField[] }) {
  const t = useEquipmentText();
  const { locale } = useI18n();
  const name = (field: ParamField) => (locale === 'en-US' ? field.en : field.label);
  if (fields.length === 0) {
    return (
      <Text fontSize="sm" color="gray.500">
        {t('form.chooseCategoryFirst')}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="param-inputs">
      {fields.map((field) =>
        field.kind === 'enum' ? (
          <SelectField
            key={field.key}
            name={`param.${field.key}`}
            label={name(field)}
            emptyLabel={t('common.choose')}
            options={field.options ?? []}
          />
        ) : (
          <TextField
            key={field.key}
            name={`param.${field.key}`}
            label={name(field)}
            unit={paramUnit(field, locale) || undefined}
            maxLength={field.kind === 'number' ? 20 : 200}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
          />
        ),
      )}
    </SimpleGrid>
  );
}
