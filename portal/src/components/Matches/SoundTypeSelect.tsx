import { Field, NativeSelect } from '@chakra-ui/react';

import { SOUND_TYPES, type SoundType } from '../../api/soundTypes';

/** The drawer's 'Tipo de som': which type of sounds it lists. */
export function SoundTypeSelect({ value, onChange }: { value: SoundType; onChange: (type: SoundType) => void }) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>Tipo de som</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as SoundType)}>
          {SOUND_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
