import { useController, useFormContext } from 'react-hook-form';
import { useFieldMessage } from './field-message';
import { useFrame } from './form-frame';

/** A field of the frame's form: its controller, message in the user's language, marks. */
export function useBoundField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const frame = useFrame();
  const text = useFieldMessage();
  return {
    field,
    error: text(fieldState.error?.message),
    required: frame.requiredMarks && !frame.readOnly && frame.isRequired(name),
    readOnly: frame.readOnly,
  };
}
