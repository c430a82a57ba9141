import { adminTaxonomyController } from './taxonomy/admin-taxonomy.controller';
import { CATEGORIES } from './taxonomy/taxonomy-kinds';
import { MergeResult, RenameCategoryBody, TaxonomyEntryResponse } from './taxonomy/taxonomy.dto';

/** The console's categories (ra-data-simple-rest): list with their sounds, rename, merge duplicates. */
export const AdminCategoriesController = adminTaxonomyController({
  kind: CATEGORIES,
  resource: 'categories',
  className: 'AdminCategoriesController',
  entry: TaxonomyEntryResponse,
  mergeResult: MergeResult,
  renameBody: RenameCategoryBody,
  filterExample: '{"q":"funk","similar":true}',
  summaries: {
    list: 'Categorias com o número de sons (filtros: q, similar, similarTo; ordem: name, sounds)',
    rename: 'Renomeia a categoria (e o nome copiado em cada um dos seus sons)',
    merge:
      'Une as categorias `ids` a esta: os sons passam para ela e as outras são removidas (dryRun: só a prévia); fica registrada para ser desfeita',
  },
  nameTaken: 'TAXONOMY_NAME_TAKEN (details.existing: a que já existe)',
  cannotMerge: 'NOTHING_TO_MERGE',
});
