import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';

import { ApiError } from '../../api/apiError';
import { fetchSound, soundKeys } from '../../api/sounds';
import { SoundCard } from '../Sounds/SoundCard';
import { LoadingStatus } from '../Common/LoadingStatus';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The downloaded sound the new song was made with (GET /api/sounds/{id}). */
export function ChosenSound({ soundId }: { soundId: string }) {
  const sound = useQuery({
    queryKey: soundKeys.one(soundId),
    queryFn: () => fetchSound(soundId),
  });

  return (
    <Stack as="section" aria-labelledby="som-escolhido" gap="3">
      <Heading as="h2" id="som-escolhido" size="lg">
        Som escolhido
      </Heading>
      {sound.isPending && <LoadingStatus text="Carregando o som..." />}
      {sound.isError && (
        <Alert.Root status="error" rounded="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Problema ao tentar achar música!</Alert.Title>
            <Alert.Description>
              {isNotFound(sound.error)
                ? 'Este som não existe mais ou não está disponível.'
                : 'O catálogo não respondeu. Tente novamente em instantes.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {sound.data && <SoundCard sound={sound.data} />}
    </Stack>
  );
}
