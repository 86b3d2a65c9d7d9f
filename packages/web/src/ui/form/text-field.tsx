import { Input, InputGroup } from '@chakra-ui/react';
import { FormField } from './form-field';

type InputFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'date' | 'tel';
  maxLength?: number;
  unit?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel';
};

/** A labelled text, number or date input with its message; read-only in view mode. */
export function InputField({ label, name, value, onChange, error, required, readOnly, type = 'text', maxLength, unit, placeholder, inputMode }: InputFieldProps) {
  const input = (
    <Input
      size="sm"
      name={name}
      type={type}
      value={value}
      readOnly={readOnly}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete="off"
      bg={readOnly ? 'gray.50' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <FormField label={label} required={required && !readOnly} error={error}>
      {unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}
    </FormField>
  );
}
