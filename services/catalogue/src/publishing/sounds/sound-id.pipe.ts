import { ParseUUIDPipe } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';

/** A malformed sound id names no sound: the same 404 as a missing one. */
export const soundIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => catalogueError(CatalogueErrorCode.SoundNotFound),
});
