import { PagedTiles } from '../components/Catalogue/PagedTiles';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { useArtistsPage } from '../components/Catalogue/useCatalogueLookups';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { usePageTitle } from '../hooks/usePageTitle';
import { artistPath, paths } from './paths';

/** /artists: every artist, each card leading to /artist/{full_name} (spec 02 §2). */
export function ArtistsPage() {
  usePageTitle('Artistas');
  const [page] = useAddressPage();
  const artists = useArtistsPage(page);

  return (
    <PageShell width="wide">
      <PageHeader
        title="Artistas"
        subtitle="Produtores e artistas que compartilham seus sons na Sampleteca."
        backTo={paths.dashboard}
        backLabel="Catálogo"
      />
      <PagedTiles
        query={artists}
        toTile={(artist) => ({
          id: artist.id,
          to: artistPath(artist.name),
          name: artist.name,
          imageUrl: artist.avatarUrl,
          detail: artist.producer ?? undefined,
        })}
        loadingText="Carregando artistas..."
        emptyText="Nenhum artista por aqui ainda."
        errorText="Erro ao buscar artistas!"
      />
    </PageShell>
  );
}
