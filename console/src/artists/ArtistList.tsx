import { TaxonomyList } from '../merge/TaxonomyList';

/** Credited artists by name with their sounds; select duplicates ('MC Zé' and 'Mc Ze') to merge them. */
export const ArtistList = () => <TaxonomyList />;
