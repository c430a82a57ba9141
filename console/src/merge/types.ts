import type { components } from '@sampleteca/clients-shared/api';

type Schemas = components['schemas'];

/**
 * A category, drum kit or credited artist as the console lists it (`/api/admin/<resource>`);
 * only drum kits have an owner.
 */
export type TaxonomyEntry = Schemas['TaxonomyEntryResponse'] &
  Partial<Pick<Schemas['DrumKitEntryResponse'], 'ownerId' | 'ownerName'>>;

/** An entry a merge removes, with the sounds it hands to the one kept. */
export type MergedEntry = Schemas['MergedEntryResponse'];

/** The server's answer to a merge or to its dry run (`dryRun`: nothing changed). */
export type MergeOutcome = Schemas['MergeResult'] | Schemas['DrumKitMergeResult'];

/** A recorded merge (`/api/admin/catalogue/taxonomy-merges`), undoable for 30 days. */
export type MergeRecord = Schemas['TaxonomyMergeResponse'];
