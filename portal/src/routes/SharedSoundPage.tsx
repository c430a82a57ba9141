import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { fetchSharedSound, shareKeys } from '../api/share';
import { fetchSound, soundKeys } from '../api/sounds';
import { LookupStates } from '../components/Common/LookupStates';
import { PageShell } from '../components/Common/PageShell';
import { JoinInvitation, SharedUnavailable } from '../components/Share/SharedPageStates';
import { producerSharePath, soundSharePath } from '@sampleteca/clients-shared/routes';
import { VisitorSoundCard } from '../components/Share/VisitorSoundCard';
import { SoundCard } from '../components/Sounds/SoundCard';
import type { Sound, SoundPage } from '../api/soundTypes';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { artistPath } from './paths';

/**
 * /s/{soundId}: a shared sound. Anyone hears it; a visitor is asked to sign in for the rest and
 * comes back here; a signed-in person gets the full card (like, download, 'Combina com este', 'Sons parecidos').
 */
export function SharedSoundPage() {
  const { soundId = '' } = useParams();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  // Shaped as a page of one, under soundKeys.all: a like or a download patches it as it does the lists.
  const full = useQuery({
    queryKey: [...soundKeys.all, 'shared', soundId],
    queryFn: async (): Promise<Pick<SoundPage, 'items'>> => ({ items: [await fetchSound(soundId)] }),
    enabled: signedIn,
  });
  const shared = useQuery({
    queryKey: shareKeys.sound(soundId),
    queryFn: () => fetchSharedSound(soundId),
    enabled: auth.status === 'visitor',
  });
  const query = signedIn ? full : shared;
  const sound = signedIn ? full.data?.items[0] : shared.data;
  usePageTitle(sound?.name ?? 'Som');

  return (
    <PageShell width="wide">
      <LookupStates<unknown, Sound>
        query={query}
        pending={auth.status === 'loading' || query.isPending}
        data={sound}
        loading="Carregando som..."
        failure="Erro ao buscar o som!"
        notFound={<SharedUnavailable what="Som" />}
        gap="6"
      >
        {(sound) => (
          <>
            <Stack gap="1">
              <Text as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" overflowWrap="anywhere">
                {sound.name}
              </Text>
              <Text color="fg.muted">
                por{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={signedIn ? artistPath(sound.owner.name) : producerSharePath(sound.owner.id)}>
                    {sound.owner.name}
                  </RouterLink>
                </Link>
              </Text>
            </Stack>
            {/* Right under the page's h1: the card's title is an h2 (no level skipped). */}
            {signedIn ? <SoundCard sound={sound} titleAs="h2" /> : <VisitorSoundCard sound={sound} titleAs="h2" />}
            {sound.description && <Text color="fg.muted">{sound.description}</Text>}
            {!signedIn && (
              <JoinInvitation here={soundSharePath(sound.id)}>
                Crie sua conta grátis para baixar este som, curtir e explorar milhares de samples, acapelas e beats.
              </JoinInvitation>
            )}
          </>
        )}
      </LookupStates>
    </PageShell>
  );
}
