/** A category, drum kit or credited artist as the console lists it (`/api/admin/<resource>`). */
export interface TaxonomyEntry {
  id: string;
  name: string;
  sounds: number;
  /** Others with the same name once accents, case and spacing are folded. */
  similar: number;
  ownerId?: string;
  ownerName?: string | null;
}
