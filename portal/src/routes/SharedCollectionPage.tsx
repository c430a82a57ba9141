import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';

import { fetchSharedCollection, shareKeys } from '../api/share';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { isNotFound } from '../components/Catalogue/useCatalogueLookups';
import { LoadingStatus } from '../components/Common/LoadingStatus';
import { PageShell } from '../components/Common/PageShell';
import { RetryAlert } from '../components/Common/RetryAlert';
import { ShareButton } from '../components/Share/ShareButton';
import { JoinInvitation, SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedPreviews } from '../components/Share/SharedPreviews';
import { collectionSharePath, producerSharePath } from '../components/Share/sharePaths';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { soundCount } from '../lib/soundCount';
import { collectionPath } from './paths';

/**
 * /c/{collectionId}: a shared collection (issue #33 §3). A visitor hears its first few sounds, in its owner's order;
 * a signed-in person gets the collection's page, every sound in its order.
 */
export function SharedCollectionPage() {
  const { collectionId = '' } = useParams();
  const auth = useAuth();
  const collection = useQuery({
    queryKey: shareKeys.collection(collectionId),
    queryFn: () => fetchSharedCollection(collectionId),
    enabled: auth.status === 'visitor',
  });
  usePageTitle(collection.data?.name ?? 'Coleção');
  if (auth.status === 'authenticated') return <Navigate to={collectionPath(collectionId)} replace />;

  return (
    <PageShell width="wide">
      {collection.isPending && <LoadingStatus text="Carregando a coleção..." />}
      {isNotFound(collection.error) && <SharedUnavailable what="Coleção" />}
      {collection.isError && !isNotFound(collection.error) && (
        <RetryAlert
          title="Erro ao buscar a coleção!"
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={collection.isFetching}
          onRetry={() => void collection.refetch()}
        />
      )}
      {collection.data && (
        <Stack gap={{ base: '6', md: '8' }}>
          <PageBanner eyebrow="Coleção" name={collection.data.name} imageUrl={collection.data.imageUrl} square>
            <Text color="fg.muted">
              {soundCount(collection.data.soundCount)} · por{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={producerSharePath(collection.data.owner.id)}>{collection.data.owner.name}</RouterLink>
              </Link>
            </Text>
            <div>
              <ShareButton path={collectionSharePath(collection.data.id)} title={`a coleção ${collection.data.name}`} />
            </div>
          </PageBanner>
          <SharedPreviews sounds={collection.data.sounds} />
          <JoinInvitation here={collectionSharePath(collection.data.id)}>
            {`Crie sua conta grátis para ouvir a coleção inteira (${soundCount(collection.data.soundCount)}) e baixá-la num ZIP.`}
          </JoinInvitation>
        </Stack>
      )}
    </PageShell>
  );
}
