import { Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

import { BackLink } from '../components/Catalogue/BackLink';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { useArtistByName } from '../components/Catalogue/useCatalogueLookups';
import { LookupStates } from '../components/Common/LookupStates';
import { NotFoundPanel } from '../components/Common/NotFoundPanel';
import { PageShell } from '../components/Common/PageShell';
import { SoundList } from '../components/Sounds/SoundList';
import { useSoundPage } from '../components/Sounds/useSoundPage';
import { usePageTitle } from '../hooks/usePageTitle';
import { AdminOnly } from './AdminOnly';
import { paths } from './paths';

const NO_FILTERS = {};

/** /producer/{producerName}: every sound of one producer, private ones too; admins only (spec 02 §2). */
export function ProducerPage() {
  return (
    <AdminOnly>
      <ProducerSounds />
    </AdminOnly>
  );
}

function ProducerSounds() {
  const { producerName = '' } = useParams();
  usePageTitle(producerName || 'Produtor');
  const producer = useArtistByName(producerName);
  const [page, setPage] = useAddressPage();
  const owner = producer.data?.id ?? '';
  const sounds = useSoundPage({ kind: 'producer', owner }, NO_FILTERS, page, Boolean(owner));
  const detail = sounds.error?.message;

  return (
    <PageShell width="wide">
      {/* The admin users list (/profile/users) is where producer pages are opened from. */}
      <BackLink to={paths.profileUsers} label="Usuários" />
      <LookupStates
        query={producer}
        loading="Carregando produtor..."
        failure="Problemas ao tentar recuperar dados do usuário"
        notFound={<NotFoundPanel title="Artista não encontrado" />}
      >
        {(data) => (
          <>
            <PageBanner eyebrow="Produtor" name={data.name} imageUrl={data.avatarUrl}>
              {data.producer && <Text color="fg.muted">{data.producer}</Text>}
            </PageBanner>
            <SoundList
              title="Sons enviados"
              showTotal
              query={sounds}
              page={page}
              onPageChange={setPage}
              showPrivate
              emptyText="Nenhuma música encontrada."
              errorText={detail ? `Erro ao carregar músicas! ${detail}` : 'Erro ao carregar músicas!'}
            />
          </>
        )}
      </LookupStates>
    </PageShell>
  );
}
