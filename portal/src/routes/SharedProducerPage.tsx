import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';

import { fetchSharedProducer, shareKeys } from '../api/share';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { isNotFound } from '../components/Catalogue/useCatalogueLookups';
import { LoadingStatus } from '../components/Common/LoadingStatus';
import { PageShell } from '../components/Common/PageShell';
import { RetryAlert } from '../components/Common/RetryAlert';
import { ShareButton } from '../components/Share/ShareButton';
import { JoinInvitation, SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedPreviews } from '../components/Share/SharedPreviews';
import { producerSharePath } from '../components/Share/sharePaths';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { soundCount } from '../lib/soundCount';
import { artistPath } from './paths';

/**
 * /p/{userId}: a shared producer (the id survives a change of name). A visitor hears their newest
 * few sounds; a signed-in person goes on to the producer's page.
 */
export function SharedProducerPage() {
  const { producerId = '' } = useParams();
  const auth = useAuth();
  const producer = useQuery({
    queryKey: shareKeys.producer(producerId),
    queryFn: () => fetchSharedProducer(producerId),
    enabled: auth.status !== 'loading',
  });
  usePageTitle(producer.data?.name ?? 'Artista');
  if (auth.status === 'authenticated' && producer.data) return <Navigate to={artistPath(producer.data.name)} replace />;

  return (
    <PageShell width="wide">
      {(producer.isPending || (auth.status === 'authenticated' && producer.isSuccess)) && (
        <LoadingStatus text="Carregando artista..." />
      )}
      {isNotFound(producer.error) && <SharedUnavailable what="Perfil" />}
      {producer.isError && !isNotFound(producer.error) && (
        <RetryAlert
          title="Erro ao buscar o artista!"
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={producer.isFetching}
          onRetry={() => void producer.refetch()}
        />
      )}
      {producer.data && auth.status === 'visitor' && (
        <Stack gap={{ base: '6', md: '8' }}>
          <PageBanner eyebrow="Artista" name={producer.data.name} imageUrl={producer.data.avatarUrl}>
            <Text color="fg.muted">{soundCount(producer.data.soundCount)} no Sampleteca</Text>
            <div>
              <ShareButton path={producerSharePath(producer.data.id)} title={producer.data.name} />
            </div>
          </PageBanner>
          <SharedPreviews sounds={producer.data.sounds} />
          <JoinInvitation here={producerSharePath(producer.data.id)}>
            {`Crie sua conta grátis para ouvir todos os sons de ${producer.data.name}, baixar e curtir.`}
          </JoinInvitation>
        </Stack>
      )}
    </PageShell>
  );
}
