import { TaxonomyEdit } from '../merge/TaxonomyEdit';
import { CategoryAcceptance } from './CategoryAcceptance';

/** A category's new name (stored in lower case, up to 60 characters), and whether everyone sees it. */
export function CategoryEdit() {
  return (
    <>
      <TaxonomyEdit maxNameLength={60} />
      <CategoryAcceptance />
    </>
  );
}
