import { TaxonomyEdit } from '../merge/TaxonomyEdit';

/** A credited artist's new name (up to 255 characters); the sounds crediting it follow. */
export function ArtistEdit() {
  return <TaxonomyEdit maxNameLength={255} />;
}
