import { HttpStatus } from '@nestjs/common';
import { errorCatalogue } from '@sampleteca/http';

/** The console's rename, merge and undo errors; not-found and name-taken carry their list's own wording. */
export enum TaxonomyErrorCode {
  NotFound = 'TAXONOMY_ENTRY_NOT_FOUND',
  NameTaken = 'TAXONOMY_NAME_TAKEN',
  NothingToMerge = 'NOTHING_TO_MERGE',
  KitsOfDifferentOwners = 'DRUM_KITS_OF_DIFFERENT_OWNERS',
  KeptAmongRemoved = 'MERGE_KEPT_AMONG_REMOVED',
  RepeatedIds = 'MERGE_REPEATED_IDS',
  TooManyAtOnce = 'MERGE_TOO_MANY',
  MergeNotFound = 'MERGE_NOT_FOUND',
  AlreadyUndone = 'MERGE_ALREADY_UNDONE',
  UndoExpired = 'MERGE_UNDO_EXPIRED',
  KeptGone = 'MERGE_KEPT_GONE',
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
  [TaxonomyErrorCode.KeptAmongRemoved]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'O item mantido não pode estar entre os que serão removidos.',
  },
  [TaxonomyErrorCode.RepeatedIds]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Um mesmo item foi escolhido mais de uma vez.',
  },
  [TaxonomyErrorCode.TooManyAtOnce]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Una no máximo 20 itens de cada vez.',
  },
  [TaxonomyErrorCode.MergeNotFound]: { status: HttpStatus.NOT_FOUND, message: 'União não encontrada.' },
  [TaxonomyErrorCode.AlreadyUndone]: { status: HttpStatus.CONFLICT, message: 'Esta união já foi desfeita.' },
  [TaxonomyErrorCode.UndoExpired]: {
    status: HttpStatus.GONE,
    message: 'Esta união tem mais de 30 dias e não pode mais ser desfeita.',
  },
  [TaxonomyErrorCode.KeptGone]: {
    status: HttpStatus.CONFLICT,
    message: 'O item mantido nesta união não existe mais (foi unido a outro); desfaça primeiro a união mais recente.',
  },
});
