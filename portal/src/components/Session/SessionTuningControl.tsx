import { Button, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FormField } from '../Form/FormField';
import { isTempo, parseTempo, TEMPO_BOUNDS_MESSAGE } from '../SoundWizard/tempoChoices';
import { formatTempo } from './formatTempo';
import { KeySelect } from './KeySelect';
import { useSessionTuning, useSetSessionTuning } from './useSessionTuning';

/** '120 BPM · Am', '120 BPM', 'Am' or 'Original'. */
function describe(tempo: number | null | undefined, key: string | null | undefined): string {
  const parts = [...(tempo ? [`${formatTempo(tempo)} BPM`] : []), ...(key ? [key] : [])];
  return parts.length ? parts.join(' · ') : 'Original';
}

/**
 * The header's session tempo and key (#18 §1): loops then preview stretched to that tempo and
 * moved to that key, in the browser. Kept on the server for the signed-in user.
 */
export function SessionTuningControl() {
  const session = useSessionTuning();
  const save = useSetSessionTuning();
  const [open, setOpen] = useState(false);
  const [tempo, setTempo] = useState('');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);

  const openWith = (next: boolean) => {
    if (next) {
      setTempo(session.tempo ? String(session.tempo) : '');
      setKey(session.key ?? '');
      setError(null);
    }
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const bpm = parseTempo(tempo);
    if (bpm !== null && !isTempo(bpm)) {
      setError(TEMPO_BOUNDS_MESSAGE);
      return;
    }
    save.mutate({ tempo: bpm, key: (key || null) as typeof session.key });
    setOpen(false);
  };

  const original = () => {
    save.mutate({ tempo: null, key: null });
    setOpen(false);
  };

  const current = describe(session.tempo, session.key);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => openWith(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button
          variant={session.tempo || session.key ? 'surface' : 'ghost'}
          colorPalette={session.tempo || session.key ? 'teal' : 'gray'}
          size="sm"
          rounded="full"
          aria-label={`Andamento e tom da sessão: ${current}`}
          title="Andamento e tom em que os loops tocam"
        >
          <Text as="span" aria-hidden="true">
            ♩
          </Text>
          {/* A phone has no room for '120 BPM · Am', but a bare note says nothing: it reads 'Sessão'. */}
          <Text as="span" hideFrom="sm">
            Sessão
          </Text>
          <Text as="span" hideBelow="sm">
            {current}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="18rem">
            <Popover.Arrow />
            <Popover.Body>
              <form onSubmit={apply} noValidate>
                <Stack gap="4">
                  <Stack gap="1">
                    <Popover.Title fontWeight="semibold">Sessão</Popover.Title>
                    <Text fontSize="sm" color="fg.muted">
                      Os loops tocam neste andamento e tom, sem sair do navegador. Em branco: o original de cada som.
                    </Text>
                  </Stack>
                  <FormField label="Andamento (BPM)" error={error ?? undefined} helperText="De 40 a 300.">
                    <Input
                      inputMode="decimal"
                      placeholder="Original"
                      value={tempo}
                      onChange={(event) => {
                        setTempo(event.target.value);
                        setError(null);
                      }}
                      autoComplete="off"
                    />
                  </FormField>
                  <KeySelect
                    value={key}
                    onChange={setKey}
                    noneLabel="Original"
                    helperText="O relativo (Am e C) conta como o mesmo tom."
                  />
                  <HStack justify="space-between">
                    <Button type="button" variant="ghost" size="sm" onClick={original}>
                      Voltar ao original
                    </Button>
                    <Button type="submit" colorPalette="brand" size="sm" rounded="full">
                      Aplicar
                    </Button>
                  </HStack>
                </Stack>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
