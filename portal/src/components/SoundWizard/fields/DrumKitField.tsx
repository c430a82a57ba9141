import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

import { useDrumKitSuggestions } from '../hooks/useNameSuggestions';
import { SuggestionField, type Suggestion } from './SuggestionField';
import { useTypedName } from './useTypedName';

interface DrumKitFieldProps<V extends FieldValues, C, O extends FieldValues> {
  control: Control<V, C, O>;
  name: FieldPathByValue<V, string>;
  label: string;
  selected: Suggestion | null;
  onSelect: (kit: Suggestion | null) => void;
  /** When a new kit is made, and what picking one means: each form says it its way. */
  newNameHint: string;
  selectedHint: string;
}

/** The drum kit a sound joins: one of the person's own kits as they type, or a new name. */
export function DrumKitField<V extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: DrumKitFieldProps<V, C, O>) {
  const typed = useTypedName(control, name);
  const drumKits = useDrumKitSuggestions(typed.text);
  return (
    <SuggestionField
      {...props}
      {...typed}
      placeholder="Nome do drum kit"
      suggestions={drumKits.data ?? []}
      loading={drumKits.isFetching}
      emptyText="Nenhum drum kit seu com esse nome."
    />
  );
}
