import type { FieldRootProps } from '@chakra-ui/react';
import { AreaCascader } from '../area-cascader';
import { OptionSelect, type SelectOption } from '../option-select';
import { FormField } from './form-field';
import { useBoundField } from './use-bound-field';

type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty choice ('请选择'); none when omitted. */
  emptyLabel?: string;
  disabled?: boolean;
  helper?: string;
  /** Runs after the choice is taken (a category clears its sub-type). */
  onPicked?: (code: string) => void;
  /** The required mark for a field a submit needs though a draft may leave it empty. */
  required?: boolean;
} & Pick<FieldRootProps, 'gridColumn'>;

/** A labelled select of the frame's form; disabled in view mode. */
export function SelectField({ name, label, options, emptyLabel, disabled, helper, onPicked, required: neededAtSubmit, ...layout }: SelectFieldProps) {
  const { field, error, required, readOnly } = useBoundField(name, { required: neededAtSubmit });
  return (
    <FormField label={label} required={required} error={error} helper={helper} {...layout}>
      <OptionSelect
        ref={field.ref}
        name={name}
        value={field.value ?? ''}
        options={options}
        emptyLabel={emptyLabel}
        disabled={readOnly || disabled}
        onChange={(code) => {
          field.onChange(code);
          onPicked?.(code);
        }}
      />
    </FormField>
  );
}

/** 省 > 市 > 区(县) of the frame's form, spanning two columns on wide screens. */
export function AreaField({ name, label }: { name: string; label: string }) {
  const { field, error, required, readOnly } = useBoundField(name);
  return (
    <FormField label={label} required={required} error={error} gridColumn={{ xl: 'span 2' }}>
      <AreaCascader ref={field.ref} name={name} value={field.value ?? ''} disabled={readOnly} onChange={field.onChange} />
    </FormField>
  );
}
