import { Alert, Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

import { LoadingStatus } from '../Common/LoadingStatus';
import { MAX_RECORDING_SECONDS, useMicrophoneRecording, type RecordingState } from './useMicrophoneRecording';

interface MicrophoneRecorderProps {
  onRecorded: (file: File) => void;
  /** Back to choosing a file (after a refusal). */
  onClose: () => void;
}

const SAYS: Record<RecordingState['phase'], string> = {
  asking: 'Aguardando a permissão para usar o microfone…',
  recording: `Gravando: até ${MAX_RECORDING_SECONDS} segundos.`,
  encoding: 'Preparando a gravação…',
  failed: '',
};

/** Records a few seconds from the microphone (loaded when the person asks to record), with a countdown and a stop button. */
export function MicrophoneRecorder({ onRecorded, onClose }: MicrophoneRecorderProps) {
  const { state, stop } = useMicrophoneRecording(onRecorded);
  const failed = state.phase === 'failed';
  return (
    <Box
      rounded="2xl"
      borderWidth={failed ? undefined : '1px'}
      borderColor="border"
      bg={failed ? undefined : 'bg.subtle'}
      p={failed ? undefined : { base: '4', md: '5' }}
    >
      {/* One region from the start: each phase's words are announced as they change (the countdown is not). */}
      <Box role="status">
        {state.phase === 'recording' ? (
          <Text srOnly>{SAYS.recording}</Text>
        ) : (
          !failed && <LoadingStatus role="none" text={SAYS[state.phase]} />
        )}
      </Box>
      {state.phase === 'recording' && <Countdown startedAt={state.startedAt} onStop={stop} />}
      {state.phase === 'failed' && (
        <Alert.Root role="alert" status="error" rounded="xl">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>Não foi possível gravar.</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
            <Button size="sm" variant="outline" rounded="full" alignSelf="flex-start" onClick={onClose}>
              Voltar
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}

/** The seconds left, a bar that fills, and the stop button (focused: the record button it replaced is gone). */
function Countdown({ startedAt, onStop }: { startedAt: number; onStop: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const stopButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stopButton.current?.focus();
    const tick = window.setInterval(
      () => setElapsed(Math.min(MAX_RECORDING_SECONDS, (performance.now() - startedAt) / 1000)),
      200,
    );
    return () => window.clearInterval(tick);
  }, [startedAt]);
  const left = Math.max(0, Math.ceil(MAX_RECORDING_SECONDS - elapsed));

  return (
    <Stack gap="3">
      <HStack gap="3" justify="space-between" flexWrap="wrap">
        <HStack gap="2">
          <Circle size="3" bg="red.500" aria-hidden="true" animation="pulse 1.2s ease-in-out infinite" />
          <Text fontWeight="semibold" aria-hidden="true">
            Gravando…
          </Text>
        </HStack>
        <Text role="timer" fontVariantNumeric="tabular-nums" color="fg.muted">
          Faltam {left} s
        </Text>
      </HStack>
      <Box h="2" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
        <Box
          h="full"
          bg="brand.solid"
          w={`${(elapsed / MAX_RECORDING_SECONDS) * 100}%`}
          transition="width 0.2s linear"
        />
      </Box>
      <Button ref={stopButton} colorPalette="red" rounded="full" alignSelf="flex-start" onClick={onStop}>
        <Box as="span" boxSize="3" bg="currentColor" rounded="sm" aria-hidden="true" />
        Parar gravação
      </Button>
    </Stack>
  );
}
