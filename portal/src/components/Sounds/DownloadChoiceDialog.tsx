import { Button, Dialog, Progress, Stack, Text } from '@chakra-ui/react';
import { DialogPanel } from '../Common/DialogPanel';
import type { DownloadChoice, DownloadFile } from './useSoundActions';

interface DownloadChoiceDialogProps {
  name: string;
  choice: DownloadChoice | null;
  onChoose: (file: DownloadFile) => void;
  /** Stops preparing the file in the listener's tempo and key; the choices show again. */
  onCancel: () => void;
  onDismiss: () => void;
}

const signed = (semitones: number) => `${semitones > 0 ? '+' : '−'}${Math.abs(semitones)}`;

/**
 * Which file to save when a sound has more than the MP3: its original (WAV, AIFF, FLAC…) and,
 * with a session tempo or key set, a WAV in them, made in this browser (#29 §2) with its progress
 * shown. Closing the dialog stops it, and then nothing is saved.
 */
export function DownloadChoiceDialog({ name, choice, onChoose, onCancel, onDismiss }: DownloadChoiceDialogProps) {
  const original = choice?.original;
  const tuned = choice?.tuned;
  const progress = choice?.progress ?? null;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Dialog.Root placement="center" open={choice !== null} onOpenChange={(details) => !details.open && onDismiss()}>
      <DialogPanel title={`Baixar ${name}`}>
        <Dialog.Body>
          {progress === null ? (
            <Stack gap="2" color="fg.muted">
              {original && <Text>O original tem a qualidade em que o som foi enviado; o MP3 é menor.</Text>}
              {tuned && (
                <Text>
                  No seu andamento e tom, o som vem esticado e transposto como você o ouve na sessão
                  {tuned.semitones ? ` (${signed(tuned.semitones)} st)` : ''}, em WAV; é preparado aqui, no seu
                  navegador.
                </Text>
              )}
              <Text>{original && tuned ? 'Os três' : 'Os dois'} contam um só download.</Text>
            </Stack>
          ) : (
            <Progress.Root value={percent} max={100} colorPalette="brand" aria-label="Preparando o arquivo">
              <Stack gap="2">
                <Progress.Label color="fg.muted">
                  Preparando no seu andamento e tom ({tuned?.label})… {percent}%
                </Progress.Label>
                <Progress.Track rounded="full">
                  <Progress.Range />
                </Progress.Track>
              </Stack>
            </Progress.Root>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {progress === null ? (
            <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="flex-end" wrap="wrap">
              <Button variant="outline" rounded="full" onClick={() => onChoose('mp3')}>
                MP3 (128 kbps)
              </Button>
              {original && (
                <Button
                  colorPalette="brand"
                  variant={tuned ? 'outline' : 'solid'}
                  rounded="full"
                  onClick={() => onChoose('original')}
                >
                  Original ({original.format.toUpperCase()})
                </Button>
              )}
              {tuned && (
                <Button colorPalette="brand" rounded="full" onClick={() => onChoose('tuned')}>
                  No seu andamento e tom ({tuned.label})
                </Button>
              )}
            </Stack>
          ) : (
            <Button variant="outline" rounded="full" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Dialog.Footer>
      </DialogPanel>
    </Dialog.Root>
  );
}
