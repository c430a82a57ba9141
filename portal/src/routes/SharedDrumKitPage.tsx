import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';

import { fetchSharedDrumKit, shareKeys } from '../api/share';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { isNotFound } from '../components/Catalogue/useCatalogueLookups';
import { LoadingStatus } from '../components/Common/LoadingStatus';
import { PageShell } from '../components/Common/PageShell';
import { RetryAlert } from '../components/Common/RetryAlert';
import { ShareButton } from '../components/Share/ShareButton';
import { JoinInvitation, SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedPreviews } from '../components/Share/SharedPreviews';
import { drumKitSharePath, producerSharePath } from '../components/Share/sharePaths';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { soundCount } from '../lib/soundCount';
import { drumKitPath } from './paths';

/** /k/{drumKitId}: a shared drum kit. A visitor hears its newest few; a signed-in person gets the kit's page. */
export function SharedDrumKitPage() {
  const { drumKitId = '' } = useParams();
  const auth = useAuth();
  const kit = useQuery({
    queryKey: shareKeys.drumKit(drumKitId),
    queryFn: () => fetchSharedDrumKit(drumKitId),
    enabled: auth.status === 'visitor',
  });
  usePageTitle(kit.data?.name ?? 'Drum Kit');
  if (auth.status === 'authenticated') return <Navigate to={drumKitPath(drumKitId)} replace />;

  return (
    <PageShell width="wide">
      {kit.isPending && <LoadingStatus text="Carregando Drum Kit..." />}
      {isNotFound(kit.error) && <SharedUnavailable what="Drum Kit" />}
      {kit.isError && !isNotFound(kit.error) && (
        <RetryAlert
          title="Erro ao buscar o Drum Kit!"
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={kit.isFetching}
          onRetry={() => void kit.refetch()}
        />
      )}
      {kit.data && (
        <Stack gap={{ base: '6', md: '8' }}>
          <PageBanner eyebrow="Drum Kit" name={kit.data.name} imageUrl={kit.data.imageUrl} square>
            <Text color="fg.muted">
              {soundCount(kit.data.soundCount)} · por{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={producerSharePath(kit.data.owner.id)}>{kit.data.owner.name}</RouterLink>
              </Link>
            </Text>
            <div>
              <ShareButton path={drumKitSharePath(kit.data.id)} title={`o drum kit ${kit.data.name}`} />
            </div>
          </PageBanner>
          <SharedPreviews sounds={kit.data.sounds} />
          <JoinInvitation here={drumKitSharePath(kit.data.id)}>
            {`Crie sua conta grátis para ouvir os ${soundCount(kit.data.soundCount)} deste kit e baixá-lo inteiro.`}
          </JoinInvitation>
        </Stack>
      )}
    </PageShell>
  );
}
