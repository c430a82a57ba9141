import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { DownloadChoice } from './useSoundActions';

interface DownloadChoiceDialogProps {
  name: string;
  choice: DownloadChoice | null;
  onChoose: (file: 'mp3' | 'original') => void;
  onDismiss: () => void;
}

/** Which file to save when a sound has its original (WAV, AIFF, FLAC…) besides the MP3. */
export function DownloadChoiceDialog({ name, choice, onChoose, onDismiss }: DownloadChoiceDialogProps) {
  const format = choice?.original.format.toUpperCase() ?? '';
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
              <Text color="fg.muted">
                O original tem a qualidade em que o som foi enviado; o MP3 é menor. Os dois contam um só download.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column', sm: 'row' }} w="full" justify="flex-end">
                <Button variant="outline" rounded="full" onClick={() => onChoose('mp3')}>
                  MP3 (128 kbps)
                </Button>
                <Button colorPalette="brand" rounded="full" onClick={() => onChoose('original')}>
                  Original ({format})
                </Button>
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
