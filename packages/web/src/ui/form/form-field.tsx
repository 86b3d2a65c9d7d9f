import { Field, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: string;
  required?: boolean;
  error?: string | null;
  helper?: string;
  children: ReactNode;
} & Omit<FieldRootProps, 'children' | 'invalid' | 'required'>;

/** Label, control and message of one form field. */
export function FormField({ label, required, error, helper, children, ...rest }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} {...rest}>
      <Field.Label fontSize="sm">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
