import { TaxonomyList } from '../merge/TaxonomyList';

/** Categories by name with their sounds; select duplicates ('funk' and 'fünk ') to merge them. */
export const CategoryList = () => <TaxonomyList />;
