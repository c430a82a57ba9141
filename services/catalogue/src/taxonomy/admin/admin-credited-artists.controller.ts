import { adminTaxonomyController } from './taxonomy/admin-taxonomy.controller';
import { CREDITED_ARTISTS } from './taxonomy/taxonomy-kinds';
import { MergeResult, RenameArtistBody, TaxonomyEntryResponse } from './taxonomy/taxonomy.dto';

/** The console's credited artists (names typed in the wizard, not accounts): list with their sounds, rename, merge duplicates. */
export const AdminCreditedArtistsController = adminTaxonomyController({
  kind: CREDITED_ARTISTS,
  resource: 'artists',
  // The class name Nest puts in operation ids: kept, so the API's contract does not change.
  className: 'AdminArtistsController',
  entry: TaxonomyEntryResponse,
  mergeResult: MergeResult,
  renameBody: RenameArtistBody,
  filterExample: '{"q":"mc","similar":true}',
  summaries: {
    list: 'Artistas creditados com o número de sons (filtros: q, similar, similarTo; ordem: name, sounds)',
    rename: 'Renomeia o artista (e o nome copiado nos seus sons, também na distribuição)',
    merge:
      'Une os artistas `ids` a este: os sons passam para ele e os outros são removidos (dryRun: só a prévia); fica registrada para ser desfeita',
  },
  nameTaken: 'TAXONOMY_NAME_TAKEN (details.existing: o que já existe)',
  cannotMerge: 'NOTHING_TO_MERGE',
});
