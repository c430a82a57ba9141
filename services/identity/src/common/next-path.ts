/**
 * Where the portal goes after a sign-in, as `?next=` asked: a path on this site only (never
 * `//host` or `/\host`, which browsers read as another site), no control characters, bounded.
 */
export function sameSiteNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length > 512) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  return next;
}

/** The fragment's `next` entry, when there is a safe one. */
export const nextEntry = (next: string | undefined): Record<string, string> => (next ? { next } : {});
