import { Input, InputGroup, Textarea, type FieldRootProps } from '@chakra-ui/react';
import { FormField } from './form-field';
import { useBoundField } from './use-bound-field';

export type Layout = Pick<FieldRootProps, 'gridColumn' | 'mt' | 'w'>;

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'datetime-local' | 'tel' | 'password';
  maxLength?: number;
  unit?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  size?: 'sm' | 'md' | 'lg';
  helper?: string;
  /** The required mark for a field a submit needs though a draft may leave it empty. */
  required?: boolean;
} & Layout;

/** A labelled text, number or password input bound to the frame's form; read-only in view mode. */
export function TextField({ name, label, type = 'text', maxLength, unit, placeholder, inputMode, autoComplete = 'off', autoFocus, size = 'sm', helper, required: neededAtSubmit, ...layout }: TextFieldProps) {
  const { field, error, required, readOnly } = useBoundField(name, { required: neededAtSubmit });
  const input = (
    <Input
      ref={field.ref}
      size={size}
      name={name}
      type={type}
      value={field.value ?? ''}
      readOnly={readOnly}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      bg={readOnly ? 'gray.50' : undefined}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
  return (
    <FormField label={label} required={required} error={error} helper={helper} {...layout}>
      {unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}
    </FormField>
  );
}

/** A labelled textarea bound to the frame's form. */
export function TextareaField({ name, label, maxLength, ...layout }: { name: string; label: string; maxLength?: number } & Layout) {
  const { field, error, required, readOnly } = useBoundField(name);
  return (
    <FormField label={label} required={required} error={error} {...layout}>
      <Textarea
        ref={field.ref}
        size="sm"
        name={name}
        value={field.value ?? ''}
        readOnly={readOnly}
        maxLength={maxLength}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
