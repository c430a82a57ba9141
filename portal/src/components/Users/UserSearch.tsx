import { Box, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';

import { FormField } from '../Form/FormField';
import { useDebouncedValue } from '../SoundWizard/hooks/useDebouncedValue';
import { SearchIcon } from '../Sounds/SoundIcons';

interface UserSearchProps {
  /** The search in the address. */
  value: string;
  onChange: (value: string) => void;
}

const DEBOUNCE_MS = 400;

/** The admin users list's search by name or e-mail: typed freely, sent once typing pauses. */
export function UserSearch({ value, onChange }: UserSearchProps) {
  const [text, setText] = useState(value);
  const typed = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [seen, setSeen] = useState(value);
  // The address changed by other means (the back button, the header's link): show what it says,
  // unless it is what this field sent (typing may have gone on since).
  if (value !== seen) {
    setSeen(value);
    if (value !== typed) setText(value);
  }

  // Only a pause in typing sends; a change of the address alone must not send the old text back.
  const send = useEffectEvent((next: string) => {
    if (next !== value) onChange(next);
  });
  useEffect(() => send(typed), [typed]);

  return (
    <Box maxW={{ md: 'md' }}>
      <FormField label="Buscar usuários">
        <InputGroup startElement={<SearchIcon boxSize="4" />}>
          <Input
            type="search"
            placeholder="Nome ou e-mail"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            rounded="full"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </InputGroup>
      </FormField>
    </Box>
  );
}
