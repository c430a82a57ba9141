import { TaxonomyEdit } from '../merge/TaxonomyEdit';

/** A category's new name (stored in lower case, up to 60 characters). */
export function CategoryEdit() {
  return <TaxonomyEdit maxNameLength={60} />;
}
