import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n';
import { DatePicker } from './date-picker';
import type { DateRange } from './iso-date';

export type DateRangePickerProps = {
  /** Both ends inclusive, ISO `yyyy-mm-dd`, '' for an open end. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The input names of the two ends (the URL's and the form's field names). */
  names?: { from: string; to: string };
  /** The accessible names of the two ends; 开始日期 / 结束日期 unless given. */
  labels?: { from: string; to: string };
  invalid?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  width?: string;
  portalled?: boolean;
};

/**
 * A from-to pair of days. Each end has its own field (either may stay open); the calendars do
 * not offer a start after the end or an end before the start. A typed pair out of order is the
 * caller's rule to report (see `isRangeOrdered`).
 */
export function DateRangePicker({ value, onChange, names, labels, invalid, disabled, size, width, portalled }: DateRangePickerProps) {
  const { t } = useI18n();
  // Own ids: inside a field the two inputs would otherwise share the field's one.
  const id = useId();
  return (
    <HStack gap="1">
      <DatePicker
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        max={value.to || undefined}
        id={`${id}-from`}
        name={names?.from}
        aria-label={labels?.from ?? t('date.from')}
        disabled={disabled}
        size={size}
        width={width}
        portalled={portalled}
      />
      <Text fontSize="sm" color="gray.500">
        {t('common.to')}
      </Text>
      <DatePicker
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        min={value.from || undefined}
        id={`${id}-to`}
        name={names?.to}
        aria-label={labels?.to ?? t('date.to')}
        invalid={invalid}
        disabled={disabled}
        size={size}
        width={width}
        portalled={portalled}
      />
    </HStack>
  );
}
