import type { Config } from '@sampleteca/config';

/**
 * Options of the short-lived cookies that bind a browser-started flow (OAuth sign-in, linking a
 * provider) to that browser: unreadable by scripts, sent only to the path that checks them,
 * and only over TLS when the platform is served over https.
 */
export function flowCookieOptions(config: Pick<Config, 'PUBLIC_URL'>, path: string, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: new URL(config.PUBLIC_URL).protocol === 'https:',
    path,
    ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
  };
}

/** Reads one cookie from the request header (no cookie parser is mounted for two cookies). */
export function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const raw = Array.isArray(header) ? header.join(';') : (header ?? '');
  for (const part of raw.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}
