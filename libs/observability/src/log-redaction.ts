import type { SerializedRequest, SerializedResponse } from 'pino';

export const REDACTED = '[REDACTED]';

/**
 * Query (and fragment) parameters whose value grants something: one-time sign-in and recovery
 * tokens, OAuth codes, states and hints, link handles, signed-link signatures, tokens.
 */
const SENSITIVE_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'link',
  'login_hint',
  'signature',
  'access_token',
  'refresh_token',
  'id_token',
  'mfa_token',
  'password',
  'client_secret',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

/** Keys of a job's data or an event whose value is a credential, besides the parameters above. */
const SECRET_KEY = /(token|secret|password|passwordhash|apikey|signature)$/i;

/**
 * A copy of a job's data or an event's payload fit to show an operator: values under a sensitive
 * key (a mail's `link` with its recovery token, `mfaToken`, `password`…) replaced, and the
 * sensitive parameters of any URL inside a string redacted; everything else as it was.
 */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('=') ? redactUrl(value) : value;
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      SENSITIVE_PARAMETERS.has(key.toLowerCase()) || SECRET_KEY.test(key)
        ? [key, REDACTED]
        : [key, redactSecrets(inner)],
    ),
  );
}

/** Headers that carry credentials: sessions, bearer tokens, webhook secrets. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-webhook-secret',
  'stripe-signature',
]);

/** Headers holding a URL, whose query may carry a token (a reset page's Referer, a redirect). */
const URL_HEADERS = new Set(['referer', 'location']);

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL with the value of every sensitive query or fragment parameter replaced, everything
 * else as it was (absolute or relative, names kept, so a log still tells which link was used).
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&#;])([^=&#;]*)=([^&#;]*)/g, (whole, separator: string, name: string) =>
    SENSITIVE_PARAMETERS.has(parameterName(name)) ? `${separator}${name}=${REDACTED}` : whole,
  );
}

/** A copy of the headers without credentials, URLs in them redacted. */
export function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => {
      const key = name.toLowerCase();
      if (SECRET_HEADERS.has(key)) return [name, REDACTED];
      if (URL_HEADERS.has(key) && typeof value === 'string') return [name, redactUrl(value)];
      return [name, value];
    }),
  );
}

/**
 * Response headers worth a log line. The security headers are the same on every answer (1 KB a
 * line, most of a request's log under load), so they are left out.
 */
const LOGGED_RESPONSE_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'location',
  'retry-after',
  'set-cookie',
]);

function pick(headers: Record<string, unknown> | undefined, names: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => names.has(name.toLowerCase())));
}

/**
 * pino-http serializers: a request is logged by method, redacted URL and headers (no query or
 * params objects, which would repeat the secrets, and never the body); a response by status and
 * the headers that differ between answers.
 */
export const redactingSerializers = {
  req: (request: SerializedRequest) => ({
    id: request.id,
    method: request.method,
    url: redactUrl(request.url ?? ''),
    headers: redactHeaders(request.headers),
    remoteAddress: request.remoteAddress,
    remotePort: request.remotePort,
  }),
  res: (response: SerializedResponse) => ({
    statusCode: response.statusCode,
    headers: redactHeaders(pick(response.headers, LOGGED_RESPONSE_HEADERS)),
  }),
};
