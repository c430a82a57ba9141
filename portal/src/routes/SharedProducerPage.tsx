import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';

import { fetchSharedProducer, shareKeys } from '../api/share';
import { LookupStates } from '../components/Common/LookupStates';
import { PageShell } from '../components/Common/PageShell';
import { SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedShowcase } from '../components/Share/SharedShowcase';
import { producerSharePath } from '@sampleteca/clients-shared/routes';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
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
      <LookupStates
        query={producer}
        pending={producer.isPending || (auth.status === 'authenticated' && producer.isSuccess)}
        data={auth.status === 'visitor' ? producer.data : undefined}
        loading="Carregando artista..."
        failure="Erro ao buscar o artista!"
        notFound={<SharedUnavailable what="Perfil" />}
      >
        {(data) => (
          <SharedShowcase
            eyebrow="Artista"
            {...data}
            imageUrl={data.avatarUrl}
            share={{ path: producerSharePath(data.id), title: data.name }}
            invitation={`Crie sua conta grátis para ouvir todos os sons de ${data.name}, baixar e curtir.`}
          />
        )}
      </LookupStates>
    </PageShell>
  );
}
