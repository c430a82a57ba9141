import { ParseUUIDPipe } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';

/** A malformed collection id names nothing: the same 404 as a missing or private one. */
export const collectionIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => catalogueError(CatalogueErrorCode.CollectionNotFound),
});
