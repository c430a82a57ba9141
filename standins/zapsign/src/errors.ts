/**
 * ZapSign's error answers. Its docs list the status codes (400, 401, 402, 403, 404, 406, 429)
 * but not the bodies; the API is Django REST Framework (trailing-slash routes), whose bodies
 * are `{ "detail": "…" }` for request-wide errors and `{ "<field>": ["…"] }` for invalid
 * fields. Messages are DRF's own, in English, as a client would see them.
 */
export class ZapSignApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const missingCredentials = () =>
  new ZapSignApiError(401, { detail: 'Authentication credentials were not provided.' });

export const invalidToken = () => new ZapSignApiError(401, { detail: 'Invalid token.' });

export const notFound = () => new ZapSignApiError(404, { detail: 'Not found.' });

export const methodNotAllowed = (method: string) =>
  new ZapSignApiError(405, { detail: `Method "${method}" not allowed.` });

export const unsupportedMediaType = (type: string) =>
  new ZapSignApiError(415, { detail: `Unsupported media type "${type}" in request.` });

export const malformedJson = (message: string) => new ZapSignApiError(400, { detail: `JSON parse error - ${message}` });

/** One or more invalid fields, DRF's way: each field name with its list of messages. */
export const invalidFields = (fields: Record<string, string[]>) => new ZapSignApiError(400, fields);

export const throttled = (retryAfterSeconds: number) =>
  new ZapSignApiError(
    429,
    {
      detail: `Request was throttled. Expected available in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    },
    { 'retry-after': String(retryAfterSeconds) },
  );

export const serverError = () => new ZapSignApiError(500, { detail: 'A server error occurred.' });
