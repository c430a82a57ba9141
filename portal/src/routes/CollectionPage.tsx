import { HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { collectionKeys, fetchCollection, type Collection } from '../api/collections';
import { BundleDownloadButton } from '../components/Bundles/BundleDownloadButton';
import { BackLink } from '../components/Catalogue/BackLink';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { CollectionOwnerActions } from '../components/Collections/CollectionOwnerActions';
import { CollectionSounds } from '../components/Collections/CollectionSounds';
import { UnavailableSoundsNotice } from '../components/Collections/UnavailableSoundsNotice';
import { LookupStates } from '../components/Common/LookupStates';
import { NotFoundPanel } from '../components/Common/NotFoundPanel';
import { PageShell } from '../components/Common/PageShell';
import { ShareButton } from '../components/Share/ShareButton';
import { collectionSharePath } from '@sampleteca/clients-shared/routes';
import { usePageTitle } from '../hooks/usePageTitle';
import { soundCount } from '../lib/soundCount';
import { artistPath, paths } from './paths';

/** Who made it and whether others see it, under the name. */
function CollectionByline({ collection }: { collection: Collection }) {
  return (
    <Text color="fg.muted">
      {soundCount(collection.soundCount)} ·{' '}
      {collection.mine ? (
        collection.shared ? (
          'compartilhada por link'
        ) : (
          'privada'
        )
      ) : (
        <>
          por{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={artistPath(collection.owner.name)}>{collection.owner.name}</RouterLink>
          </Link>
        </>
      )}
    </Text>
  );
}

/**
 * /collection/{id} (issue #33 §3): one of my collections, or one shared with me. Its sounds in its
 * order, 'Baixar coleção'; the owner shares, renames, reorders and deletes.
 */
export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const [page, setPage] = useAddressPage();
  const collection = useQuery({
    queryKey: collectionKeys.one(collectionId),
    queryFn: () => fetchCollection(collectionId),
  });
  const data = collection.data;
  usePageTitle(data?.name ?? 'Coleção');

  return (
    <PageShell width="wide">
      {data?.mine !== false && <BackLink to={paths.profileCollections} label="Minhas coleções" />}
      <LookupStates
        query={collection}
        loading="Carregando a coleção..."
        failure="Erro ao buscar a coleção!"
        notFound={
          <NotFoundPanel
            title="Coleção não encontrada"
            reason="O endereço pode estar errado, ou a coleção foi excluída ou deixou de ser compartilhada."
            action={{ to: paths.profileCollections, label: 'Ver minhas coleções' }}
          />
        }
      >
        {(data) => (
          <>
            <PageBanner eyebrow="Coleção" name={data.name} imageUrl={data.imageUrl} square>
              <CollectionByline collection={data} />
              <HStack gap="3" wrap="wrap" align="flex-start">
                <BundleDownloadButton
                  source={{ kind: 'collection', collectionId: data.id }}
                  label="Baixar coleção"
                  unavailable={data.soundCount === 0 ? 'Esta coleção ainda não tem sons para baixar.' : null}
                />
                {!data.mine && <ShareButton path={collectionSharePath(data.id)} title={`a coleção ${data.name}`} />}
              </HStack>
              {data.mine && <CollectionOwnerActions collection={data} />}
            </PageBanner>
            <UnavailableSoundsNotice collection={data} />
            <CollectionSounds collection={data} page={page} onPageChange={setPage} />
          </>
        )}
      </LookupStates>
    </PageShell>
  );
}
