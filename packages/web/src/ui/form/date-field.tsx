import { DatePicker } from '../date-picker';
import { FormField } from './form-field';
import type { Layout } from './text-field';
import { useBoundField } from './use-bound-field';

/** A date (yyyy-mm-dd, with a calendar) bound to the frame's form; `inDialog` keeps the calendar in the dialog. */
export function DateField({ name, label, inDialog = false, ...layout }: { name: string; label: string; inDialog?: boolean } & Layout) {
  const { field, error, required, readOnly } = useBoundField(name);
  return (
    <FormField label={label} required={required} error={error} {...layout}>
      <DatePicker
        ref={field.ref}
        name={name}
        aria-label={label}
        value={field.value ?? ''}
        invalid={!!error}
        readOnly={readOnly}
        width="full"
        portalled={!inDialog}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}
