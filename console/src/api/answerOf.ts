import { HttpError } from 'react-admin';

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * An openapi-fetch answer's data, or react-admin's HttpError as its data provider throws it (the
 * API's message, else the status text): notifications show the message, and checkError signs out
 * on a 401 or 403.
 */
export function answerOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  throw new HttpError(messageOf(result.error) ?? result.response.statusText, result.response.status, result.error);
}
