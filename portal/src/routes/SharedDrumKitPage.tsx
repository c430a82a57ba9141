import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';

import { fetchSharedDrumKit, shareKeys } from '../api/share';
import { LookupStates } from '../components/Common/LookupStates';
import { PageShell } from '../components/Common/PageShell';
import { SharedUnavailable } from '../components/Share/SharedPageStates';
import { SharedShowcase } from '../components/Share/SharedShowcase';
import { drumKitSharePath } from '@sampleteca/clients-shared/routes';
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
      <LookupStates
        query={kit}
        loading="Carregando Drum Kit..."
        failure="Erro ao buscar o Drum Kit!"
        notFound={<SharedUnavailable what="Drum Kit" />}
      >
        {(data) => (
          <SharedShowcase
            eyebrow="Drum Kit"
            {...data}
            square
            share={{ path: drumKitSharePath(data.id), title: `o drum kit ${data.name}` }}
            invitation={`Crie sua conta grátis para ouvir ${data.soundCount === 1 ? 'o som' : `os ${soundCount(data.soundCount)}`} deste kit e baixá-lo inteiro.`}
          />
        )}
      </LookupStates>
    </PageShell>
  );
}
