import { Button, DatePicker as ChakraDatePicker, HStack, IconButton, Input, Portal, parseDate } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { LuCalendar, LuX } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { todayIso } from '../../lib/dates';
import { formatIsoDate, parseIsoDate, parseTypedDate } from './iso-date';

export type DatePickerProps = {
  /** The date as ISO `yyyy-mm-dd`, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Whether a chosen date can be cleared (a 清除 button in the field and the calendar). */
  clearable?: boolean;
  /** Earliest and latest day the calendar offers, ISO. */
  min?: string;
  max?: string;
  size?: 'xs' | 'sm' | 'md';
  width?: string;
  /** Off inside a dialog, so the calendar stays within its focus trap. */
  portalled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
  ref?: Ref<HTMLInputElement>;
};

const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One day, in the app's language (month and weekday names, 今天/清除), with a calendar from
 * Chakra's date picker. The field is a plain text input holding ISO `yyyy-mm-dd`: a typed date
 * counts as soon as it is whole, looser spellings (`2024/5/1`) are tidied when the field is left.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  name,
  id,
  invalid,
  disabled,
  readOnly,
  clearable = true,
  min,
  max,
  size = 'sm',
  width = '36',
  portalled = true,
  'aria-label': ariaLabel,
  'data-testid': testId,
  ref,
}: DatePickerProps) {
  const { t, locale } = useI18n();
  const [text, setText] = useState(() => formatIsoDate(value));
  const [open, setOpen] = useState(false);
  // A new value from outside (a reset, the URL) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => (parseTypedDate(current) === (value || null) ? current : formatIsoDate(value)));
  }, [value]);

  const calendarValue = useMemo(() => (parseIsoDate(value) ? [parseDate(value)] : []), [value]);
  const bounds = useMemo(
    () => ({ min: min && parseIsoDate(min) ? parseDate(min) : undefined, max: max && parseIsoDate(max) ? parseDate(max) : undefined }),
    [min, max],
  );

  const choose = (next: string) => {
    setText(next);
    if (next !== value) onChange(next);
  };
  const type = (raw: string) => {
    setText(raw);
    if (raw.trim() === '') choose('');
    else {
      const exact = parseIsoDate(raw);
      if (exact && exact !== value) onChange(exact);
    }
  };
  const commit = () => {
    if (text.trim() === '') return choose('');
    const typed = parseTypedDate(text);
    // Something that is no date goes back to the date that holds.
    choose(typed ?? value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
  };
  const interactive = !disabled && !readOnly;
  const indicators = clearable && interactive && value !== '' ? 2 : 1;

  const content = (
    <ChakraDatePicker.Positioner>
      <ChakraDatePicker.Content>
        <ChakraDatePicker.View view="day">
          <ChakraDatePicker.Header />
          <ChakraDatePicker.DayTable />
        </ChakraDatePicker.View>
        <ChakraDatePicker.View view="month">
          <ChakraDatePicker.Header />
          <ChakraDatePicker.MonthTable />
        </ChakraDatePicker.View>
        <ChakraDatePicker.View view="year">
          <ChakraDatePicker.Header />
          <ChakraDatePicker.YearTable />
        </ChakraDatePicker.View>
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => (choose(todayIso()), setOpen(false))}>
            {t('date.today')}
          </Button>
          {clearable && (
            <Button size="xs" variant="ghost" onClick={() => (choose(''), setOpen(false))}>
              {t('date.clear')}
            </Button>
          )}
        </HStack>
      </ChakraDatePicker.Content>
    </ChakraDatePicker.Positioner>
  );

  return (
    <ChakraDatePicker.Root
      size={size}
      width={width}
      locale={locale}
      timeZone={LOCAL_TIME_ZONE}
      startOfWeek={1}
      value={calendarValue}
      onValueChange={(details) => choose(details.value[0]?.toString() ?? '')}
      open={open}
      // The calendar (day, month and year tables, with month names from Intl) is built when it opens
      // and dropped when it closes: built closed, the calendars were most of a list page's DOM (a
      // filter bar holds several pickers).
      lazyMount
      unmountOnExit
      onOpenChange={(details) => setOpen(details.open)}
      min={bounds.min}
      max={bounds.max}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      format={(date) => date.toString()}
      parse={(raw) => {
        const iso = parseTypedDate(raw);
        return iso ? parseDate(iso) : undefined;
      }}
      translations={{
        dayCell: (cell) => t('date.choose', { date: cell.valueText }),
        trigger: (isOpen) => t(isOpen ? 'date.close' : 'date.open'),
        clearTrigger: t('date.clear'),
        prevTrigger: () => t('date.prev'),
        nextTrigger: () => t('date.next'),
        monthSelect: t('date.month'),
        yearSelect: t('date.year'),
        placeholder: () => ({ year: '年', month: '月', day: '日' }),
      }}
    >
      <ChakraDatePicker.Control>
        <Input
          ref={ref}
          size={size}
          id={id}
          name={name}
          value={text}
          placeholder={t('date.placeholder')}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          disabled={disabled}
          readOnly={readOnly}
          pe={indicators === 2 ? '14' : '8'}
          fontVariantNumeric="tabular-nums"
          onChange={(event) => type(event.target.value)}
          onBlur={() => (commit(), onBlur?.())}
          onKeyDown={onKeyDown}
        />
        <ChakraDatePicker.IndicatorGroup>
          {indicators === 2 && (
            <IconButton size="2xs" variant="ghost" aria-label={t('date.clear')} onClick={() => choose('')}>
              <LuX />
            </IconButton>
          )}
          <ChakraDatePicker.Trigger>
            <LuCalendar />
          </ChakraDatePicker.Trigger>
        </ChakraDatePicker.IndicatorGroup>
      </ChakraDatePicker.Control>
      {portalled ? <Portal>{content}</Portal> : content}
    </ChakraDatePicker.Root>
  );
}
