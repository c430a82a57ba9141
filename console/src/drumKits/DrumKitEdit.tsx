import { TaxonomyEdit } from '../merge/TaxonomyEdit';

/** A drum kit's new name (up to 255 characters, unique among its producer's kits). */
export function DrumKitEdit() {
  return <TaxonomyEdit maxNameLength={255} />;
}
