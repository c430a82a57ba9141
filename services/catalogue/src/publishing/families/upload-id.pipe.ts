import { ParseUUIDPipe } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';

/** A malformed upload id names no upload: the same 404 as someone else's. */
export const uploadIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => catalogueError(CatalogueErrorCode.UploadNotFound),
});
