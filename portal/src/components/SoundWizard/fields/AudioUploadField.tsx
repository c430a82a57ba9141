import { Box, Button, chakra, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type DragEvent } from 'react';

import type { AnalysedAudio } from '../hooks/useAnalysedAudio';
import { AnalysisState, AudioStatusLine, UploadFailed, UploadProgress } from './AudioUploadStatus';
import { MusicFileIcon, UploadIcon } from './wizardIcons';

interface AudioUploadFieldProps {
  audio: AnalysedAudio;
  error?: string;
}

const focusRing = {
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
};

/** Step 1's music: sent as soon as it is picked (spec 02 §2), then analysed by media. */
export function AudioUploadField({ audio, error }: AudioUploadFieldProps) {
  const { state, failed: analysisFailed } = audio;
  const analysis = audio.analysis.data;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (file) void audio.start(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const input = (
    <input
      id={inputId}
      type="file"
      accept="audio/*"
      aria-label="Arquivo de áudio"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      onChange={(event) => {
        take(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  return (
    <Stack gap="2">
      <Text as="span" fontWeight="medium" fontSize="sm">
        Música
        <Text as="span" color="fg.error" ms="1" aria-hidden="true">
          *
        </Text>
      </Text>
      {state.phase === 'idle' ? (
        <chakra.label
          htmlFor={inputId}
          position="relative"
          display="flex"
          flexDirection="column"
          alignItems="center"
          textAlign="center"
          gap="3"
          px="6"
          py="8"
          rounded="2xl"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={error ? 'border.error' : dragging ? 'brand.border' : 'border'}
          bg={dragging ? 'brand.subtle' : 'bg.subtle'}
          cursor="pointer"
          transition="background 0.2s, border-color 0.2s"
          _hover={{ borderColor: 'brand.border', bg: 'brand.subtle' }}
          css={focusRing}
          onDragOver={dragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {input}
          <Circle size="12" bg="brand.muted" color="brand.fg">
            <UploadIcon boxSize="6" />
          </Circle>
          <Stack gap="1">
            <Text fontWeight="semibold">Escolha o arquivo de áudio</Text>
            <Text id={hintId} fontSize="sm" color="fg.muted">
              Clique ou arraste aqui. WAV, AIFF, FLAC, MP3, OGG ou M4A: o envio começa na hora.
            </Text>
          </Stack>
        </chakra.label>
      ) : (
        <Box
          position="relative"
          rounded="2xl"
          borderWidth="1px"
          borderColor={error || state.phase === 'error' || analysisFailed ? 'border.error' : 'border'}
          bg="bg.subtle"
          p={{ base: '4', md: '5' }}
          css={focusRing}
          onDragOver={dragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          outline={dragging ? '2px dashed' : undefined}
          outlineColor="brand.border"
        >
          {input}
          <Stack gap="4">
            <HStack gap="3" align="center" minW="0">
              <Circle size="10" flexShrink={0} bg="brand.muted" color="brand.fg">
                <MusicFileIcon boxSize="5" />
              </Circle>
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="semibold" truncate title={state.fileName}>
                  {state.fileName || 'Arquivo de áudio'}
                </Text>
                <Text id={hintId} fontSize="sm" color="fg.muted">
                  <AudioStatusLine state={state} analysis={analysis} />
                </Text>
              </Stack>
              <Button asChild size="sm" variant="outline" rounded="full" flexShrink={0}>
                <label htmlFor={inputId}>Trocar</label>
              </Button>
            </HStack>
            {state.phase === 'uploading' && <UploadProgress progress={state.progress} />}
            {state.phase === 'uploaded' && <AnalysisState analysis={analysis} />}
            {state.phase === 'error' && <UploadFailed message={state.message} />}
          </Stack>
        </Box>
      )}
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
