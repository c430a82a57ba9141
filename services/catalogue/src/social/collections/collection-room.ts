import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { COLLECTIONS_PER_PERSON, SOUNDS_PER_COLLECTION } from './collection-limits';

/** A person with `owned` collections may make another only below the limit (the 100th is the last). */
export function assertRoomForCollection(owned: number): void {
  if (owned >= COLLECTIONS_PER_PERSON) throw catalogueError(CatalogueErrorCode.CollectionsLimit);
}

/** A collection showing its owner `visible` sounds takes another only below the limit (the 1,000th is the last). */
export function assertRoomInCollection(visible: number): void {
  if (visible >= SOUNDS_PER_COLLECTION) throw catalogueError(CatalogueErrorCode.CollectionFull);
}
