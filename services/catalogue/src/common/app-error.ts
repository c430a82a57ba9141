import type { HttpStatus } from '@nestjs/common';
import { AppException } from '@sampleteca/http';

/** Throws one of CatalogueErrors with its status (details for the page, e.g. where to subscribe). */
export function catalogueError(
  error: { code: string; message: string },
  status: HttpStatus,
  details?: Record<string, unknown>,
): AppException {
  return new AppException(error.code, error.message, status, details);
}
