import { Checkbox, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useBoundField } from './use-bound-field';

/** A checkbox of the frame's form with its message (the truthfulness declaration). */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { field, error } = useBoundField(name);
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput ref={field.ref} name={name} onBlur={field.onBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
