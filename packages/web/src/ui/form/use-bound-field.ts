import { useController, useFormContext } from 'react-hook-form';
import { useFieldMessage } from './field-message';
import { useFrame } from './form-frame';

/**
 * A field of the frame's form: its controller, message in the user's language, marks. `required`
 * marks a field the schema leaves optional but a submit needs (a kind's own fields, checked at submit).
 */
export function useBoundField(name: string, options: { required?: boolean } = {}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const frame = useFrame();
  const text = useFieldMessage();
  return {
    field,
    error: text(fieldState.error?.message),
    required: frame.requiredMarks && !frame.readOnly && (options.required === true || frame.isRequired(name)),
    readOnly: frame.readOnly,
  };
}
