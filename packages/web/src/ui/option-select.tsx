import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useI18n } from '../i18n/i18n';

/** A choice: its code, its zh-CN `label` and, for the contract's lists, its en-US text `en`. */
export type SelectOption = { readonly code: string; readonly label: string; readonly en?: string };

type OptionSelectProps = {
  value: string;
  onChange: (code: string) => void;
  options: readonly SelectOption[];
  /** The text of the empty choice ('全部' in filters, '请选择' in forms); none when omitted. */
  emptyLabel?: string;
  label?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'xs' | 'sm' | 'md';
  ref?: Ref<HTMLSelectElement>;
};

/** A plain select over a code/label list of the contract, in the user's language. */
export function OptionSelect({ value, onChange, options, emptyLabel, label, name, disabled, invalid, size = 'sm', ref }: OptionSelectProps) {
  const { optionText } = useI18n();
  return (
    <NativeSelect.Root size={size} disabled={disabled} invalid={invalid}>
      <NativeSelect.Field ref={ref} aria-label={label} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {optionText(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
