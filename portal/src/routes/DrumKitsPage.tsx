import { PagedTiles } from '../components/Catalogue/PagedTiles';
import { useAddressPage } from '../components/Catalogue/useAddressPage';
import { useDrumKitsPage } from '../components/Catalogue/useCatalogueLookups';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { usePageTitle } from '../hooks/usePageTitle';
import { drumKitPath, paths } from './paths';

/** /albums (and /albums/*): the drum kits, each card leading to /album/{drumKitId} (spec 02 §2). */
export function DrumKitsPage() {
  usePageTitle('Drum Kits');
  const [page] = useAddressPage();
  const kits = useDrumKitsPage(page);

  return (
    <PageShell width="wide">
      <PageHeader
        title="Drum Kits"
        subtitle="Coleções de sons reunidas pelos produtores."
        backTo={paths.dashboard}
        backLabel="Catálogo"
      />
      <PagedTiles
        query={kits}
        square
        toTile={(kit) => ({
          id: kit.id,
          to: drumKitPath(kit.id),
          name: kit.name,
          imageUrl: kit.imageUrl,
          detail: kit.owner.name,
        })}
        loadingText="Carregando Drum Kits..."
        emptyText="Nenhum Drum Kit por aqui ainda."
        errorText="Erro ao buscar Drum Kits!"
      />
    </PageShell>
  );
}
