import { FilterPanel } from './FilterPanel';
import { filterGroups, type GroupLayout } from './filterGroups';
import type { SoundFilters } from '../../api/soundTypes';
import { useFacets } from './useFacets';
import type { useFilterAddress } from './useFilterAddress';

interface FacetFilterPanelProps {
  title: string;
  filters: SoundFilters;
  address: ReturnType<typeof useFilterAddress>;
  layout: GroupLayout[];
}

/** The filter panel with each value's count under the current filters; choices go to the address. */
export function FacetFilterPanel({ title, filters, address, layout }: FacetFilterPanelProps) {
  const facets = useFacets(filters);
  return (
    <FilterPanel
      title={title}
      groups={filterGroups(facets.data, facets.isError, layout)}
      filters={filters}
      onToggle={address.toggle}
      onClear={() => address.setFilters({})}
      onRetry={facets.isError && !facets.data ? () => void facets.refetch() : undefined}
    />
  );
}
