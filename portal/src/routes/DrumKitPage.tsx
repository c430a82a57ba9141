import { Avatar, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { BundleDownloadButton } from '../components/Bundles/BundleDownloadButton';
import { useKitUnavailable } from '../components/Bundles/useKitUnavailable';
import { CatalogueEntityPage } from '../components/Catalogue/CatalogueEntityPage';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { useDrumKit } from '../components/Catalogue/useCatalogueLookups';
import { NotFoundPanel } from '../components/Common/NotFoundPanel';
import { ShareButton } from '../components/Share/ShareButton';
import { drumKitSharePath } from '@sampleteca/clients-shared/routes';
import { SOUND_NATURE_GROUPS, type GroupLayout } from '../components/Sounds/filterGroups';
import type { DrumKitDetails } from '../api/soundTypes';
import { usePageTitle } from '../hooks/usePageTitle';
import { artistPath, paths } from './paths';

// Spec 02 §2: 'FILTRAR' with types, categories (first 4) and keys (first 5).
const LAYOUT: GroupLayout[] = [
  { name: 'type' },
  { name: 'category', shown: 4 },
  { name: 'key', shown: 5 },
  ...SOUND_NATURE_GROUPS,
];

const LIST_ERROR = 'Erro ao carregar músicas do Drum Kit!';

function KitArtists({ kit }: { kit: DrumKitDetails }) {
  // Artists with public sounds in the kit; a kit with none yet shows who made it.
  const artists = kit.artists.length ? kit.artists : [kit.owner];
  return (
    <Wrap gap="3" as="ul" listStyleType="none" aria-label="Artistas do Drum Kit">
      {artists.map((artist) => (
        <li key={artist.id}>
          <Link asChild rounded="full" _hover={{ textDecoration: 'none', color: 'brand.fg' }}>
            <RouterLink to={artistPath(artist.name)}>
              <HStack gap="2" pe="3" bg="bg.panel" rounded="full" borderWidth="1px" borderColor="border.muted">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback name={artist.name} />
                  {artist.imageUrl && <Avatar.Image src={`${artist.imageUrl}?size=96`} alt="" />}
                </Avatar.Root>
                <Text as="span" fontSize="sm" fontWeight="medium">
                  {artist.name}
                </Text>
              </HStack>
            </RouterLink>
          </Link>
        </li>
      ))}
    </Wrap>
  );
}

/** 'Baixar kit', waiting with its reason when the kit's own list shows nothing to download. */
function KitDownload({ kitId }: { kitId: string }) {
  const unavailable = useKitUnavailable(kitId);
  return <BundleDownloadButton source={{ kind: 'kit', kitId }} label="Baixar kit" unavailable={unavailable} />;
}

/** /album/{drumKitId}: a drum kit, its artists, filters and its sounds in two paged lists. */
export function DrumKitPage() {
  const { drumKitId = '' } = useParams();
  const kit = useDrumKit(drumKitId);
  usePageTitle(kit.data?.name ?? 'Drum Kit');

  return (
    <CatalogueEntityPage
      back={{ to: paths.drumKits, label: 'Drum Kits' }}
      query={kit}
      loading="Carregando Drum Kit..."
      failure="Erro ao buscar Drum Kits!"
      notFound={
        <NotFoundPanel
          title="Drum Kit não encontrado"
          reason="O endereço pode estar errado, ou o Drum Kit foi removido."
          action={{ to: paths.drumKits, label: 'Ver todos os Drum Kits' }}
        />
      }
      banner={(data) => (
        <PageBanner eyebrow="Drum Kit" name={data.name} imageUrl={data.imageUrl} square>
          <KitArtists kit={data} />
          <HStack gap="3" wrap="wrap">
            <KitDownload kitId={data.id} />
            <ShareButton path={drumKitSharePath(data.id)} title={`o drum kit ${data.name}`} />
          </HStack>
        </PageBanner>
      )}
      scope={(data) => ({ name: 'drumKit', id: data.id })}
      layout={LAYOUT}
      listError={LIST_ERROR}
    />
  );
}
