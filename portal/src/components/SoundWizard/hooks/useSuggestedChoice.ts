import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

interface SuggestedChoice<V extends FieldValues, N extends Path<V>> {
  name: N;
  /** Media's detected value, once the analysis is ready. */
  suggested: PathValue<V, N> | null | undefined;
  /** A value saved earlier in the draft is the person's choice: a late suggestion must not replace it. */
  chosenBefore: boolean;
  getValues: UseFormGetValues<V>;
  setValue: UseFormSetValue<V>;
}

/** Selects the suggestion when it arrives unless the person has chosen; returns what records their choice. */
export function useSuggestedChoice<V extends FieldValues, N extends Path<V>>({
  name,
  suggested,
  chosenBefore,
  getValues,
  setValue,
}: SuggestedChoice<V, N>): () => void {
  const [chosen, setChosen] = useState(chosenBefore);
  useEffect(() => {
    if (suggested && !chosen && !getValues(name)) setValue(name, suggested);
  }, [name, suggested, chosen, getValues, setValue]);
  return () => setChosen(true);
}
