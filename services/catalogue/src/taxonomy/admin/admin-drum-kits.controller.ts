import { adminTaxonomyController } from './taxonomy/admin-taxonomy.controller';
import { DRUM_KITS } from './taxonomy/taxonomy-kinds';
import { DrumKitEntryResponse, DrumKitMergeResult, RenameDrumKitBody } from './taxonomy/taxonomy.dto';

/** The console's drum kits (ra-data-simple-rest): list with owner and sounds, rename, merge one owner's duplicates. */
export const AdminDrumKitsController = adminTaxonomyController({
  kind: DRUM_KITS,
  resource: 'drum-kits',
  className: 'AdminDrumKitsController',
  entry: DrumKitEntryResponse,
  mergeResult: DrumKitMergeResult,
  renameBody: RenameDrumKitBody,
  filterExample: '{"q":"kit","similar":true}',
  summaries: {
    list: 'Drum Kits com dono e número de sons (filtros: q, similar, similarTo, ownerId; ordem: name, sounds)',
    rename: 'Renomeia o Drum Kit (e o nome copiado em cada um dos seus sons)',
    merge: 'Une os Drum Kits `ids` (do mesmo produtor) a este: os sons passam para ele e os outros são removidos',
  },
  nameTaken: 'TAXONOMY_NAME_TAKEN (details.existing: o do mesmo produtor que já existe)',
  cannotMerge: 'NOTHING_TO_MERGE, DRUM_KITS_OF_DIFFERENT_OWNERS',
});
