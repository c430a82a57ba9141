import { paths, safeNextPath } from '../routes/paths';

/** What the address hash carries after an e-mail link or an outside-provider login. */
export type UrlAuthResult =
  | { kind: 'none' }
  | { kind: 'error'; error: string; description: string | null }
  | {
      kind: 'tokens';
      accessToken: string;
      refreshToken: string;
      expiresIn: number | null;
      expiresAt: number | null;
      type: string | null;
      provider: string | null;
      next: string | null;
    };

export function readUrlAuth(hash: string): UrlAuthResult {
  if (!hash || hash.length < 2) return { kind: 'none' };
  const params = new URLSearchParams(hash.slice(1));
  const error = params.get('error') ?? params.get('error_code');
  if (error) return { kind: 'error', error, description: params.get('error_description') };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'none' };
  return {
    kind: 'tokens',
    accessToken,
    refreshToken,
    expiresIn: numberOrNull(params.get('expires_in')),
    expiresAt: numberOrNull(params.get('expires_at')),
    type: params.get('type'),
    provider: params.get('provider'),
    next: safeNextPath(params.get('next')),
  };
}

function numberOrNull(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** How an e-mail link or an outside provider began a sign-in ('recovery', 'magiclink'; 'google'…). */
export interface UrlSignInRoute {
  type: string | null;
  provider: string | null;
  /** The same-site page the sign-in was started for (`?next=` on the login page). */
  next?: string | null;
}

/**
 * The TOTP step a link or an outside provider hands to the login page instead of a session, when
 * the account has an authenticator: `/login#mfa_token=…&factors=[{"id","friendly_name"}]&type=…`.
 */
export interface UrlMfaStep extends UrlSignInRoute {
  mfaToken: string;
  factors: { id: string; friendly_name: string }[];
}

export function readUrlMfaStep(hash: string): UrlMfaStep | null {
  if (!hash || hash.length < 2) return null;
  const params = new URLSearchParams(hash.slice(1));
  const mfaToken = params.get('mfa_token');
  const factors = parseFactors(params.get('factors'));
  if (!mfaToken || !factors) return null;
  return {
    mfaToken,
    factors,
    type: params.get('type'),
    provider: params.get('provider'),
    next: safeNextPath(params.get('next')),
  };
}

function parseFactors(json: string | null): UrlMfaStep['factors'] | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed) || parsed.length === 0) return null;
    const factors = parsed.filter(
      (entry): entry is { id: string; friendly_name: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { id?: unknown }).id === 'string' &&
        typeof (entry as { friendly_name?: unknown }).friendly_name === 'string',
    );
    return factors.length === parsed.length ? factors.map(({ id, friendly_name }) => ({ id, friendly_name })) : null;
  } catch {
    return null;
  }
}

/**
 * Where a session begun by a link or a provider leads (spec 1 §2, docs/identity-api.md), whether
 * it came in the address or from the TOTP step: recovery and one-time links stay on (or go to)
 * the password page, an outside-provider login lands on the profile, anything else goes through
 * the profile-completion check; a sign-in started for a page (`next`) goes there, except a
 * recovery, whose point is the new password.
 */
export function landingForUrlSession(result: UrlSignInRoute, pathname: string): string {
  if (result.next && result.type !== 'recovery') return result.next;
  if (result.type === 'recovery' || result.type === 'magiclink') {
    return pathname.toLowerCase().startsWith(paths.forgotPassword.toLowerCase()) ? pathname : paths.forgotPassword;
  }
  if (result.provider) return paths.profileMe;
  return paths.validate;
}

/**
 * Outside-provider errors are shown by the login page, or by the profile when a signed-in user
 * was linking a provider; any other error marker means a bad e-mail link.
 */
export function landingForUrlError(pathname: string, hash: string, signedIn: boolean): string | null {
  const path = pathname.toLowerCase();
  if (path === paths.profileMe.toLowerCase()) return null;
  if (path === paths.login.toLowerCase()) return signedIn ? `${paths.profileMe}${hash}` : null;
  return paths.emailNotConfirmedInvalid;
}
