import { useMemo } from 'react';

import { FacetFilterPanel } from '../Sounds/FacetFilterPanel';
import type { GroupLayout } from '../Sounds/filterGroups';
import type { SoundFilters } from '../../api/soundTypes';
import { useFilterAddress } from '../Sounds/useFilterAddress';
import { CatalogueLayout } from './CatalogueLayout';
import { SPLIT_PAGES, SplitSoundLists } from './SplitSoundLists';

/** The page's own filter: the artist's sounds (uploader), or the drum kit's. */
export interface PageScope {
  name: 'uploader' | 'drumKit';
  id: string;
}

interface FilteredSplitListsProps {
  scope: PageScope;
  layout: GroupLayout[];
  errorText: string;
}

/**
 * The artist and drum kit pages' body: the 'Filtrar' panel beside the two paged lists. The lists
 * take every choice the panel offers (so 'Instrumento' and 'Formato' too), within the page's scope.
 */
export function FilteredSplitLists({ scope, layout, errorText }: FilteredSplitListsProps) {
  const address = useFilterAddress({ pageNames: SPLIT_PAGES });
  const chosen = address.filters;
  const { name: scopeName, id: scopeId } = scope;
  const filters = useMemo<SoundFilters>(() => {
    const offered = layout.map(({ name }) => [name, chosen[name]]).filter(([, value]) => value !== undefined);
    return { ...Object.fromEntries(offered), [scopeName]: scopeId };
  }, [chosen, layout, scopeName, scopeId]);
  return (
    <CatalogueLayout filters={<FacetFilterPanel title="Filtrar" filters={filters} address={address} layout={layout} />}>
      <SplitSoundLists filters={filters} pages={address.pages} setPage={address.setPage} errorText={errorText} />
    </CatalogueLayout>
  );
}
