import { FacetFilterPanel } from '../Sounds/FacetFilterPanel';
import type { GroupLayout } from '../Sounds/filterGroups';
import type { SoundFilters } from '../../api/soundTypes';
import type { useFilterAddress } from '../Sounds/useFilterAddress';
import { CatalogueLayout } from './CatalogueLayout';
import { SplitSoundLists } from './SplitSoundLists';

interface FilteredSplitListsProps {
  /** The page's own filter (an artist, a drum kit) plus what the person chose. */
  filters: SoundFilters;
  address: ReturnType<typeof useFilterAddress>;
  layout: GroupLayout[];
  errorText: string;
}

/** The artist and drum kit pages' body: the 'Filtrar' panel beside the two paged lists. */
export function FilteredSplitLists({ filters, address, layout, errorText }: FilteredSplitListsProps) {
  return (
    <CatalogueLayout filters={<FacetFilterPanel title="Filtrar" filters={filters} address={address} layout={layout} />}>
      <SplitSoundLists filters={filters} pages={address.pages} setPage={address.setPage} errorText={errorText} />
    </CatalogueLayout>
  );
}
