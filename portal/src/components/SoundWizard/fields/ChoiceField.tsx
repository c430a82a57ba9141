import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

interface ChoiceFieldProps<V extends FieldValues, T extends string> extends Omit<
  ChoiceGroupProps<T>,
  'name' | 'value' | 'onChange' | 'error' | 'focusRef'
> {
  control: Control<V>;
  name: FieldPathByValue<V, T | null>;
  /** Said under the cards when the step is sent with nothing chosen. */
  requiredMessage: string;
  /** Runs as the person picks, before the form records it (a late suggestion must not undo the choice). */
  onPick?: () => void;
}

/** A step's required choice among cards: its error under them, and the focus when the form points at it. */
export function ChoiceField<V extends FieldValues, T extends string>({
  control,
  name,
  requiredMessage,
  onPick,
  ...group
}: ChoiceFieldProps<V, T>) {
  const { field, fieldState } = useController({ control, name, rules: { required: requiredMessage } });
  return (
    <ChoiceGroup
      {...group}
      name={field.name}
      value={field.value}
      onChange={(value) => {
        onPick?.();
        field.onChange(value);
      }}
      error={fieldState.error?.message}
      focusRef={field.ref}
    />
  );
}
