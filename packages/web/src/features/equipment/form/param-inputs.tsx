import { SimpleGrid, Text } from '@chakra-ui/react';
import type { ParamField } from '@portal/contract';
import { FormField } from '../../../ui/form-field';
import { InputField } from '../../../ui/input-field';
import { OptionSelect } from '../../../ui/option-select';
import { useEquipmentText } from '../messages';
import { paramField, type DeviceValues } from './device-form';

type ParamInputsProps = {
  fields: readonly ParamField[];
  values: DeviceValues;
  readOnly: boolean;
  message: (field: string) => string | null;
  onChange: (field: string, value: string) => void;
};

/** The category's own parameters: numbers with their unit, choices as selects, text as text. */
export function ParamInputs({ fields, values, readOnly, message, onChange }: ParamInputsProps) {
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
      {fields.map((field) => {
        const name = paramField(field.key);
        const value = values[name] ?? '';
        if (field.kind === 'enum') {
          return (
            <FormField key={field.key} label={field.label} error={message(name)}>
              <OptionSelect
                name={name}
                value={value}
                disabled={readOnly}
                emptyLabel={t('common.choose')}
                options={(field.options ?? []).map((option) => ({ code: option, label: option }))}
                onChange={(next) => onChange(name, next)}
              />
            </FormField>
          );
        }
        return (
          <InputField
            key={field.key}
            label={field.label}
            name={name}
            value={value}
            unit={field.unit}
            readOnly={readOnly}
            maxLength={field.kind === 'number' ? 20 : 200}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            error={message(name)}
            onChange={(next) => onChange(name, next)}
          />
        );
      })}
    </SimpleGrid>
  );
}
