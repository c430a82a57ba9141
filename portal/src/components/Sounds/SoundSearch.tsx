import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { SearchIcon } from './SoundIcons';

interface SoundSearchProps {
  /** The search in the address. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

const DEBOUNCE_MS = 400;

/** The catalogue's text search: typed freely, sent once typing pauses. */
export function SoundSearch({ value, onChange, label = 'Buscar sons' }: SoundSearchProps) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed by other means (back button, 'Limpar filtros'): show what it says, unless
  // it is what this field just sent (typing may have gone on since).
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  useEffect(() => {
    const next = text.trim();
    if (next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      onChange(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onChange]);

  return (
    <Field.Root>
      <Field.Label fontSize="sm" color="fg.muted">
        {label}
      </Field.Label>
      <InputGroup startElement={<SearchIcon boxSize="4" />} w="full">
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Nome, artista, drum kit ou gênero"
          maxLength={100}
          rounded="full"
          enterKeyHint="search"
          autoComplete="off"
        />
      </InputGroup>
    </Field.Root>
  );
}
