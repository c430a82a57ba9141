import { Button, chakra, Circle, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

import { UploadIcon } from '../SoundWizard/fields/wizardIcons';
import { SEARCH_SOUND_MAX_SECONDS } from './searchSoundLength';
import { MicrophoneIcon } from './SimilarIcons';

interface SoundSourcePickerProps {
  onFile: (file: File) => void;
  onRecord: () => void;
  /** A sound is being described: nothing new until it is. */
  busy: boolean;
  /** A sound was described already: the picker takes less room above its results. */
  compact: boolean;
  /** Focus the record button on mounting (back from the recorder). */
  focusRecord: boolean;
}

const focusRing = {
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
};

/** A file dropped or chosen (a real file input, its label the drop zone), or the microphone. */
export function SoundSourcePicker({ onFile, onRecord, busy, compact, focusRecord }: SoundSourcePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const recordButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRecord) recordButton.current?.focus();
  }, [focusRecord]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Stack
      direction={{ base: 'column', sm: compact ? 'row' : 'column' }}
      gap="3"
      align="stretch"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <chakra.label
        htmlFor={inputId}
        position="relative"
        display="flex"
        flexDirection={compact ? 'row' : 'column'}
        alignItems="center"
        textAlign={compact ? 'start' : 'center'}
        flex="1"
        gap="3"
        px={compact ? '4' : '6'}
        py={compact ? '3' : '8'}
        rounded="2xl"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.border' : 'border'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        cursor={busy ? 'progress' : 'pointer'}
        transition="background 0.2s, border-color 0.2s"
        _hover={{ borderColor: 'brand.border', bg: 'brand.subtle' }}
        css={focusRing}
      >
        <input
          id={inputId}
          type="file"
          accept="audio/*"
          disabled={busy}
          aria-describedby={hintId}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Circle size={compact ? '9' : '12'} flexShrink={0} bg="brand.muted" color="brand.fg">
          <UploadIcon boxSize={compact ? '4' : '6'} />
        </Circle>
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{compact ? 'Buscar com outro som' : 'Escolha ou solte um áudio'}</Text>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            WAV, AIFF, FLAC, MP3, OGG ou M4A, de até {SEARCH_SOUND_MAX_SECONDS} segundos.
          </Text>
        </Stack>
      </chakra.label>
      <Button
        ref={recordButton}
        variant="outline"
        rounded="full"
        alignSelf={{ base: 'stretch', sm: 'center' }}
        disabled={busy}
        onClick={onRecord}
      >
        <MicrophoneIcon />
        Gravar com o microfone
      </Button>
    </Stack>
  );
}
