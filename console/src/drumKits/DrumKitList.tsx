import { TaxonomyList } from '../merge/TaxonomyList';

/**
 * Drum kits by name with their producer and sounds. Duplicates are flagged within one producer,
 * and only one producer's kits can be merged (the server says so otherwise).
 */
export const DrumKitList = () => <TaxonomyList withOwner />;
