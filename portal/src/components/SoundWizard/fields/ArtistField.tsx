import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

import { useArtistSuggestions } from '../hooks/useNameSuggestions';
import { SuggestionField, type Suggestion } from './SuggestionField';
import { useTypedName } from './useTypedName';

interface ArtistFieldProps<V extends FieldValues, C, O extends FieldValues> {
  control: Control<V, C, O>;
  name: FieldPathByValue<V, string>;
  selected: Suggestion | null;
  onSelect: (artist: Suggestion | null) => void;
}

/** The credited artist: one already known as the name is typed, or a new one made with the cover. */
export function ArtistField<V extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  ...props
}: ArtistFieldProps<V, C, O>) {
  const typed = useTypedName(control, name);
  const artists = useArtistSuggestions(typed.text);
  return (
    <SuggestionField
      {...props}
      {...typed}
      label="Artista"
      placeholder="Quem canta ou toca"
      // Nothing typed asks nothing: the last answer must not linger.
      suggestions={typed.text.trim() ? (artists.data ?? []) : []}
      loading={artists.isFetching}
      newNameHint="Artista novo? Ele será cadastrado com a capa ao seguir."
      selectedHint="Artista já cadastrado."
      emptyText="Nenhum artista com esse nome ainda."
    />
  );
}
