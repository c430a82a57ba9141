import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

import { BackLink } from '../components/Catalogue/BackLink';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { isNotFound, useArtistByName } from '../components/Catalogue/useCatalogueLookups';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { RetryAlert } from '../components/Common/RetryAlert';
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
      {producer.isPending && (
        <HStack gap="3" role="status" color="fg.muted">
          <Spinner size="sm" color="brand.fg" aria-hidden="true" />
          <Text>Carregando produtor...</Text>
        </HStack>
      )}
      {isNotFound(producer.error) && (
        <Panel textAlign="center">
          <Text as="h1" fontSize="xl" fontWeight="bold">
            Artista não encontrado
          </Text>
        </Panel>
      )}
      {producer.isError && !isNotFound(producer.error) && (
        <RetryAlert
          title="Problemas ao tentar recuperar dados do usuário"
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={producer.isFetching}
          onRetry={() => void producer.refetch()}
        />
      )}
      {producer.data && (
        <Stack gap={{ base: '6', md: '8' }}>
          <PageBanner eyebrow="Produtor" name={producer.data.name} imageUrl={producer.data.avatarUrl}>
            {producer.data.producer && <Text color="fg.muted">{producer.data.producer}</Text>}
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
        </Stack>
      )}
    </PageShell>
  );
}
