import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { CatalogueLayout } from '../components/Catalogue/CatalogueLayout';
import { PageShell } from '../components/Common/PageShell';
import { IncompleteProfileNotice } from '../components/Profile/IncompleteProfileNotice';
import { SearchBySoundButton } from '../components/Similar/SearchBySoundButton';
import { FacetFilterPanel } from '../components/Sounds/FacetFilterPanel';
import { SOUND_NATURE_GROUPS, type GroupLayout } from '../components/Sounds/filterGroups';
import { UploadIcon } from '../components/Sounds/SoundIcons';
import { SoundList } from '../components/Sounds/SoundList';
import { SoundSearch } from '../components/Sounds/SoundSearch';
import { SearchUnderstanding } from '../components/Sounds/SearchUnderstanding';
import { withLiteral } from '../components/Sounds/soundFilters';
import { type SoundFilters } from '../api/soundTypes';
import { useFilterAddress } from '../components/Sounds/useFilterAddress';
import { useSoundPage } from '../components/Sounds/useSoundPage';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { dashboardPath, paths } from './paths';

// Spec 02 §2 and §9: categories 3 until expanded on this screen, keys, drum kits and artists 5.
const LAYOUT: GroupLayout[] = [
  { name: 'type' },
  { name: 'category', shown: 3 },
  { name: 'key', shown: 5 },
  ...SOUND_NATURE_GROUPS,
  { name: 'drumKit', shown: 5, link: { to: paths.drumKits, label: 'Ver todos +' } },
  { name: 'uploader', shown: 5, link: { to: paths.artists, label: 'Ver todos +' } },
];

const BROWSE = { kind: 'browse' } as const;
const pathFor = (filters: SoundFilters) => dashboardPath(filters.type);

/** /dashboardPage and /dashboardPage/type/{typeSong}: the catalogue, its filters in the address. */
export function DashboardPage() {
  const { typeSong } = useParams();
  usePageTitle(typeSong ? `Catálogo: ${typeSong}` : 'Catálogo');
  const auth = useAuth();
  const address = useFilterAddress({ typeFromPath: typeSong, pathFor });
  const { filters, pages, setPage, setSearch, setFilters } = address;
  const sounds = useSoundPage(BROWSE, filters, pages.page);
  const onPageChange = useCallback((page: number) => setPage('page', page), [setPage]);
  const takeOff = useCallback((id: string) => setFilters(withLiteral(filters, id)), [setFilters, filters]);
  // The chips of this search's answer, not of the one shown while it loads.
  const understood = sounds.isPlaceholderData ? [] : (sounds.data?.understood ?? []);

  return (
    <PageShell width="wide">
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-end' }} gap="4">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              Catálogo de sons
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              Samples, acapelas, beats e melodias da comunidade. Ouça, curta e baixe.
            </Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexShrink={0}>
            <SearchBySoundButton />
            <Button asChild colorPalette="brand" rounded="full" flexShrink={0}>
              <RouterLink to={paths.soundAddFirstStep}>
                <UploadIcon />
                Subir meu som
              </RouterLink>
            </Button>
          </Stack>
        </Stack>

        {auth.status === 'authenticated' && <IncompleteProfileNotice profile={auth.profile} />}

        <CatalogueLayout
          filters={<FacetFilterPanel title="Filtros" filters={filters} address={address} layout={LAYOUT} />}
        >
          <Stack gap="5">
            <Stack gap="2">
              <SoundSearch value={filters.search ?? ''} onChange={setSearch} />
              <SearchUnderstanding parts={understood} onRemove={takeOff} />
            </Stack>
            <SoundList
              title={filters.type ?? 'Todos os sons'}
              showTotal
              query={sounds}
              page={pages.page}
              onPageChange={onPageChange}
              emptyText="Nenhuma música por aqui"
              emptyHint="Tente outros filtros ou outra busca."
            />
          </Stack>
        </CatalogueLayout>
      </Stack>
    </PageShell>
  );
}
