import { Avatar, Button, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { BundleDownloadButton } from '../components/Bundles/BundleDownloadButton';
import { useKitUnavailable } from '../components/Bundles/useKitUnavailable';
import { BackLink } from '../components/Catalogue/BackLink';
import { PageBanner } from '../components/Catalogue/PageBanner';
import { FilteredSplitLists } from '../components/Catalogue/FilteredSplitLists';
import { SPLIT_PAGES } from '../components/Catalogue/SplitSoundLists';
import { isNotFound, useDrumKit } from '../components/Catalogue/useCatalogueLookups';
import { PageShell } from '../components/Common/PageShell';
import { ShareButton } from '../components/Share/ShareButton';
import { drumKitSharePath } from '../components/Share/sharePaths';
import { Panel } from '../components/Common/Panel';
import { RetryAlert } from '../components/Common/RetryAlert';
import type { GroupLayout } from '../components/Sounds/filterGroups';
import type { DrumKitDetails } from '../components/Sounds/soundTypes';
import { useFilterAddress } from '../components/Sounds/useFilterAddress';
import { usePageTitle } from '../hooks/usePageTitle';
import { artistPath, paths } from './paths';
import { LoadingStatus } from '../components/Common/LoadingStatus';

// Spec 02 §2: 'FILTRAR' with types, categories (first 4) and keys (first 5).
const LAYOUT: GroupLayout[] = [
  { name: 'type' },
  { name: 'category', shown: 4 },
  { name: 'key', shown: 5 },
  { name: 'family', shown: 6 },
  { name: 'shape' },
];

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
  const address = useFilterAddress({ pageNames: SPLIT_PAGES });
  const { type, category, key } = address.filters;
  const kitId = kit.data?.id;
  const filters = useMemo(() => ({ type, category, key, drumKit: kitId }), [type, category, key, kitId]);

  return (
    <PageShell width="wide">
      <BackLink to={paths.drumKits} label="Drum Kits" />
      {kit.isPending && <LoadingStatus text="Carregando Drum Kit..." />}
      {isNotFound(kit.error) && (
        <Panel textAlign="center">
          <Stack gap="4" align="center">
            <Text as="h1" fontSize="xl" fontWeight="bold">
              Drum Kit não encontrado
            </Text>
            <Text color="fg.muted">O endereço pode estar errado, ou o Drum Kit foi removido.</Text>
            <Button asChild colorPalette="brand" rounded="full">
              <RouterLink to={paths.drumKits}>Ver todos os Drum Kits</RouterLink>
            </Button>
          </Stack>
        </Panel>
      )}
      {kit.isError && !isNotFound(kit.error) && (
        <RetryAlert
          title="Erro ao buscar Drum Kits!"
          description="O catálogo não respondeu. Tente novamente em instantes."
          retrying={kit.isFetching}
          onRetry={() => void kit.refetch()}
        />
      )}
      {kit.data && (
        <Stack gap={{ base: '6', md: '8' }}>
          <PageBanner eyebrow="Drum Kit" name={kit.data.name} imageUrl={kit.data.imageUrl} square>
            <KitArtists kit={kit.data} />
            <HStack gap="3" wrap="wrap">
              <KitDownload kitId={kit.data.id} />
              <ShareButton path={drumKitSharePath(kit.data.id)} title={`o drum kit ${kit.data.name}`} />
            </HStack>
          </PageBanner>
          <FilteredSplitLists
            filters={filters}
            address={address}
            layout={LAYOUT}
            errorText="Erro ao carregar músicas do Drum Kit!"
          />
        </Stack>
      )}
    </PageShell>
  );
}
