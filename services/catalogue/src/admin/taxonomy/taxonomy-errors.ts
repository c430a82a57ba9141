import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';

/** The console's rename and merge errors; not-found and name-taken carry their list's own wording. */
export enum TaxonomyErrorCode {
  NotFound = 'TAXONOMY_ENTRY_NOT_FOUND',
  NameTaken = 'TAXONOMY_NAME_TAKEN',
  NothingToMerge = 'NOTHING_TO_MERGE',
  KitsOfDifferentOwners = 'DRUM_KITS_OF_DIFFERENT_OWNERS',
}

export const taxonomyError = errorCatalogue<TaxonomyErrorCode>({
  [TaxonomyErrorCode.NotFound]: { status: HttpStatus.NOT_FOUND, message: 'Item não encontrado' },
  [TaxonomyErrorCode.NameTaken]: { status: HttpStatus.CONFLICT, message: 'Esse nome já existe' },
  [TaxonomyErrorCode.NothingToMerge]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Escolha ao menos um item, diferente do que será mantido, para unir.',
  },
  [TaxonomyErrorCode.KitsOfDifferentOwners]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'Só é possível unir Drum Kits do mesmo produtor.',
  },
});
