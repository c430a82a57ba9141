import { Alert, HStack, Progress, Spinner, Text } from '@chakra-ui/react';

import { CheckIcon } from '../../Icons/CheckIcon';
import { clock } from '../../Common/durationClock';
import { formatFileSize } from '../formatting';
import type { AudioAnalysis } from '../hooks/useAudioAnalysis';
import type { AudioUploadState } from '../hooks/useAudioUpload';
import { suggestedKey } from '../analysisSuggestions';
import { measuredTempo } from '../measuredTempo';

// What the music field says of its file while it is sent and analysed (AudioUploadField).

/** Under the file's name: its size, then its length, tempo and key once media has analysed it. */
export function AudioStatusLine({ state, analysis }: { state: AudioUploadState; analysis: AudioAnalysis | undefined }) {
  const size = state.phase !== 'idle' && state.fileSize ? formatFileSize(state.fileSize) : null;
  const parts = [size];
  if (state.phase === 'uploaded' && analysis?.status === 'ready') {
    if (analysis.durationSeconds !== null) parts.push(clock(analysis.durationSeconds));
    // '64 ou 128 BPM' when the pulse is doubtful: the same words as step 4's question.
    // Only what media measured with confidence: a kick says neither a tempo nor a key (#43).
    const tempo = analysis.loop === false ? null : measuredTempo(analysis);
    if (tempo) parts.push(`${tempo.text} BPM`);
    const key = suggestedKey(analysis);
    if (key) parts.push(key);
  }
  const text = parts.filter(Boolean).join(' · ');
  return text || (state.phase === 'uploaded' ? 'Enviado' : '');
}

/** Discreet while media works; clear when it failed (another file is needed). */
export function AnalysisState({ analysis }: { analysis: AudioAnalysis | undefined }) {
  if (analysis?.status === 'failed') {
    return (
      <Alert.Root status="error" rounded="xl" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Não foi possível processar este áudio.</Alert.Title>
          <Alert.Description>
            {analysis.failureMessage ? `${analysis.failureMessage} ` : ''}Escolha outro arquivo para continuar.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (analysis?.status === 'ready') {
    return (
      <HStack gap="2" color="green.fg" fontSize="sm" role="status">
        <CheckIcon boxSize="4" />
        <Text>Música enviada e analisada.</Text>
      </HStack>
    );
  }
  return (
    <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
      <Spinner size="xs" color="brand.fg" aria-hidden="true" />
      <Text>Música enviada. Analisando o áudio…</Text>
    </HStack>
  );
}

export function UploadProgress({ progress }: { progress: number }) {
  return (
    <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" size="sm" striped animated>
      <HStack justify="space-between" mb="1.5">
        <Progress.Label fontSize="sm">Enviando a música…</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track rounded="full" aria-label="Progresso do envio da música">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

export function UploadFailed({ message }: { message: string }) {
  return (
    <Alert.Root status="error" rounded="xl" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>Escolha o arquivo de novo ou outro arquivo.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
