export { DatePicker, type DatePickerProps } from './date-picker';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { formatIsoDate, isRangeOrdered, parseIsoDate, parseTypedDate, type DateRange } from './iso-date';
