import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A name typed freely in a form (drum kit, artist), as a SuggestionField shows and changes it. */
export function useTypedName<V extends FieldValues, C, O extends FieldValues>(
  control: Control<V, C, O>,
  name: FieldPathByValue<V, string>,
) {
  const { field, fieldState } = useController({ control, name });
  return { text: field.value as string, onTextChange: field.onChange, error: fieldState.error?.message };
}
