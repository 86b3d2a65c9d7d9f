import { Box, Checkbox, CheckboxGroup, Fieldset, Wrap } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n';
import type { SelectOption } from '../option-select';
import { useBoundField } from './use-bound-field';
import type { Layout } from './text-field';

/**
 * Several choices of one field (an account's roles) as a string array of the frame's form. A
 * fieldset, not a labelled field: each checkbox is named by its own option.
 */
export function CheckboxGroupField({ name, label, options, helper, ...layout }: { name: string; label: string; options: readonly SelectOption[]; helper?: string } & Layout) {
  const { field, error, required, readOnly } = useBoundField(name);
  const { optionText } = useI18n();
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Fieldset.Root invalid={!!error} {...layout}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <Box as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Box>
        )}
      </Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={(next) => field.onChange(next)} disabled={readOnly} name={name}>
        <Wrap gap="4">
          {options.map((option, index) => (
            <Checkbox.Root key={option.code} value={option.code} size="sm">
              <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{optionText(option)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
    </Fieldset.Root>
  );
}
