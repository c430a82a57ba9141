import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface ApiFieldError {
  field: string;
  messages: string[];
}

/** Every error answer of the API: `{ statusCode, code, message, details? }` (docs/identity-api.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, body: unknown) {
    const parsed = isRecord(body) ? body : {};
    super(typeof parsed.message === 'string' ? parsed.message : `Erro ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof parsed.code === 'string' ? parsed.code : undefined;
    this.details = isRecord(parsed.details) ? parsed.details : undefined;
  }

  get fieldErrors(): ApiFieldError[] {
    const fields = this.details?.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (entry): entry is ApiFieldError =>
        isRecord(entry) && typeof entry.field === 'string' && Array.isArray(entry.messages),
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns an openapi-fetch answer into its data, or throws the API's error. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  throw new ApiError(result.response.status, result.error);
}

/** The message a person should read for a failed call: the API's own text, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.status < 500) return error.message;
  return fallback;
}

/**
 * Marks the form fields a 400 answer named in `details.fields`.
 * `fieldNames` maps the request body's names to the form's where they differ.
 * Returns whether any field was marked.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly FieldPath<T>[],
  fieldNames: Record<string, FieldPath<T>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let marked = false;
  error.fieldErrors.forEach((entry, index) => {
    const name = fieldNames[entry.field] ?? (entry.field as FieldPath<T>);
    if (!knownFields.includes(name)) return;
    setError(name, { type: 'server', message: entry.messages[0] }, { shouldFocus: index === 0 });
    marked = true;
  });
  return marked;
}
