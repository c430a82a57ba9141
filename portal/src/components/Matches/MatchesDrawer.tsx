import { CloseButton, Drawer, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { formatTempo } from '../Session/formatTempo';
import { SOUND_TYPES, type Sound, type SoundType } from '../Sounds/soundTypes';
import { complementType } from './complementType';
import { MatchesList } from './MatchesList';

interface MatchesDrawerProps {
  sound: Sound;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sounds that fit `sound`, of a type the person picks (at first the one that complements it). */
export function MatchesDrawer({ sound, open, onOpenChange }: MatchesDrawerProps) {
  const [type, setType] = useState<SoundType>(() => complementType(sound.type));
  const tempo = sound.tempo ? formatTempo(sound.tempo) : sound.bpm;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size={{ base: 'full', md: 'lg', lg: 'xl' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="1">
              <Drawer.Title>Combina com este</Drawer.Title>
              <Drawer.Description color="fg.muted" fontSize="sm">
                Sons em tons compatíveis com “{sound.name}” ({sound.key}, {tempo} BPM): o mesmo tom, o relativo ou uma
                quinta acima ou abaixo, com andamento até 6% diferente, a metade ou o dobro. Primeiro os que combinam
                mais, depois os mais populares.
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Field.Root maxW="xs">
                  <Field.Label>Tipo de som</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value as SoundType)}>
                      {SOUND_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <MatchesList soundId={sound.id} type={type} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
