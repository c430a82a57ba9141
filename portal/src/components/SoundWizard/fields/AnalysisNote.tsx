import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { soundAddStepPath } from '../draft/soundSteps';
import type { AudioAnalysis } from '../hooks/useAudioAnalysis';
import { SparkleIcon } from './wizardIcons';

interface AnalysisNoteProps {
  analysis: AudioAnalysis | undefined;
  /** The query itself failed (the audio is gone, the service is down). */
  unavailable: boolean;
  /** What was found, e.g. 'Tom detectado no áudio: Am — confira antes de seguir'; null if nothing. */
  found: ReactNode | null;
  pending: string;
  nothingFound: string;
}

/** What media's analysis suggests for this step, or that it is still working, or that it failed. */
export function AnalysisNote({ analysis, unavailable, found, pending, nothingFound }: AnalysisNoteProps) {
  if (analysis?.status === 'failed') {
    return (
      <Alert.Root status="error" rounded="xl" mb="6">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Não foi possível processar o áudio enviado.</Alert.Title>
          <Alert.Description>
            {analysis.failureMessage ? `${analysis.failureMessage} ` : ''}Volte ao primeiro passo e escolha outro
            arquivo.
          </Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="outline" rounded="full" alignSelf="center" flexShrink={0}>
          <RouterLink to={soundAddStepPath(1)}>Trocar arquivo</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  if (!unavailable && (!analysis || analysis.status === 'processing')) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm" mb="6" role="status">
        <Spinner size="xs" color="brand.fg" aria-hidden="true" />
        <Text>{pending}</Text>
      </HStack>
    );
  }
  if (found) {
    return (
      <HStack
        gap="2"
        align="flex-start"
        fontSize="sm"
        mb="6"
        px="4"
        py="3"
        rounded="xl"
        bg="green.subtle"
        color="green.fg"
        role="status"
      >
        <SparkleIcon boxSize="4" mt="0.5" flexShrink={0} />
        <Text>{found}</Text>
      </HStack>
    );
  }
  return (
    <Text color="fg.muted" fontSize="sm" mb="6" role="status">
      {nothingFound}
    </Text>
  );
}
