import type { HttpStatus } from '@nestjs/common';
import { AppException } from './app-exception';

/** What a user reads for one error code, and the status it answers with. */
export interface ErrorEntry {
  status: HttpStatus;
  message: string;
}

/** Extras for one raise: details for the page, or a message that names a value (seconds, a size). */
export interface RaiseOptions {
  details?: unknown;
  message?: string;
}

/**
 * A service's one way to raise its errors: every code of its enum mapped to a status and a
 * Portuguese message (the Record type makes the map exhaustive), raised as an AppException.
 */
export function errorCatalogue<Code extends string>(entries: Record<Code, ErrorEntry>) {
  const raise = (code: Code, options: RaiseOptions = {}): AppException => {
    const { status, message } = entries[code];
    return new AppException(code, options.message ?? message, status, options.details);
  };
  /** `CODE: message`, for a route's OpenAPI error descriptions. */
  const describe = (code: Code): string => `${code}: ${entries[code].message}`;
  return Object.assign(raise, { describe });
}
