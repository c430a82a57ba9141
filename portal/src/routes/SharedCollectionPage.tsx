import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';

import { fetchSharedCollection, shareKeys } from '../api/share';
import { LookupStates } from '../components/Common/LookupStates';
import { PageShell } from '../components/Common/PageShell';
import { SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedShowcase } from '../components/Share/SharedShowcase';
import { collectionSharePath } from '@sampleteca/clients-shared/routes';
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
      <LookupStates
        query={collection}
        loading="Carregando a coleção..."
        failure="Erro ao buscar a coleção!"
        notFound={<SharedUnavailable what="Coleção" />}
      >
        {(data) => (
          <SharedShowcase
            eyebrow="Coleção"
            {...data}
            square
            share={{ path: collectionSharePath(data.id), title: `a coleção ${data.name}` }}
            invitation={`Crie sua conta grátis para ouvir a coleção inteira (${soundCount(data.soundCount)}) e baixá-la num ZIP.`}
          />
        )}
      </LookupStates>
    </PageShell>
  );
}
