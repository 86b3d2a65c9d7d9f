import { SimpleGrid, Text } from '@chakra-ui/react';
import type { ParamField } from '@portal/contract';
import { SelectField, TextField } from '../../../ui/form';
import { useEquipmentText } from '../messages';

/** The category's own parameters: numbers with their unit, choices as selects, text as text. */
export function ParamInputs({ fields }: { fields: readonly ParamField[] }) {
  const t = useEquipmentText();
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
            label={field.label}
            emptyLabel={t('common.choose')}
            options={(field.options ?? []).map((option) => ({ code: option, label: option }))}
          />
        ) : (
          <TextField
            key={field.key}
            name={`param.${field.key}`}
            label={field.label}
            unit={field.unit}
            maxLength={field.kind === 'number' ? 20 : 200}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
          />
        ),
      )}
    </SimpleGrid>
  );
}
