import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { formatTempo } from '../Session/formatTempo';
import type { DownloadChoice, DownloadFile } from './useSoundActions';

interface DownloadChoiceDialogProps {
  name: string;
  choice: DownloadChoice | null;
  onChoose: (file: DownloadFile) => void;
  onDismiss: () => void;
}

/** '120 BPM, Bm': what the server changed for the session (the unchanged part left out). */
function tuningOf(transformed: NonNullable<DownloadChoice['transformed']>): string {
  return [
    ...(transformed.tempo ? [`${formatTempo(transformed.tempo)} BPM`] : []),
    ...(transformed.key ? [transformed.key] : []),
  ].join(', ');
}

const signed = (semitones: number) => `${semitones > 0 ? '+' : '−'}${Math.abs(semitones)}`;

/**
 * Which file to save when a sound has more than the MP3: its original (WAV, AIFF, FLAC…) and,
 * with a session tempo or key set, the MP3 in them (the server renders it on the first request).
 */
export function DownloadChoiceDialog({ name, choice, onChoose, onDismiss }: DownloadChoiceDialogProps) {
  const original = choice?.original;
  const transformed = choice?.transformed;
  const preparing = choice?.preparing ?? false;
  return (
    <Dialog.Root placement="center" open={choice !== null} onOpenChange={(details) => !details.open && onDismiss()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Baixar {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" color="fg.muted">
                {original && <Text>O original tem a qualidade em que o som foi enviado; o MP3 é menor.</Text>}
                {transformed && (
                  <Text>
                    No seu andamento e tom, o MP3 vem esticado e transposto como você o ouve na sessão
                    {transformed.semitones ? ` (${signed(transformed.semitones)} st)` : ''}; é preparado na hora.
                  </Text>
                )}
                <Text>{original && transformed ? 'Os três' : 'Os dois'} contam um só download.</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="flex-end" wrap="wrap">
                <Button variant="outline" rounded="full" disabled={preparing} onClick={() => onChoose('mp3')}>
                  MP3 (128 kbps)
                </Button>
                {original && (
                  <Button
                    colorPalette="brand"
                    variant={transformed ? 'outline' : 'solid'}
                    rounded="full"
                    disabled={preparing}
                    onClick={() => onChoose('original')}
                  >
                    Original ({original.format.toUpperCase()})
                  </Button>
                )}
                {transformed && (
                  <Button
                    colorPalette="brand"
                    rounded="full"
                    loading={preparing}
                    loadingText="Preparando…"
                    onClick={() => onChoose('transformed')}
                  >
                    No seu andamento e tom ({tuningOf(transformed)})
                  </Button>
                )}
              </Stack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
