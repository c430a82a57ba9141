import { FilterPanel } from '../Sounds/FilterPanel';
import { filterGroups, type GroupLayout } from '../Sounds/filterGroups';
import type { SoundFilters } from '../Sounds/soundFilters';
import { useFacets } from '../Sounds/useFacets';
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
  const facets = useFacets(filters);
  return (
    <CatalogueLayout
      filters={
        <FilterPanel
          title="Filtrar"
          groups={filterGroups(facets.data, facets.isError, layout)}
          filters={filters}
          onToggle={address.toggle}
          onClear={() => address.setFilters({})}
          onRetry={facets.isError && !facets.data ? () => void facets.refetch() : undefined}
        />
      }
    >
      <SplitSoundLists filters={filters} pages={address.pages} setPage={address.setPage} errorText={errorText} />
    </CatalogueLayout>
  );
}
