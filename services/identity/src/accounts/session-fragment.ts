import type { MfaRequiredResponse } from '../auth/login.dto';
import { isMfaRequired } from '../auth/sign-in-gate.service';
import type { SessionResponse } from '../sessions/session.dto';

/**
 * A session handed to the portal in the address fragment (never sent to a server), as the
 * spec's links and OAuth returns expect: `#access_token=…&refresh_token=…`.
 */
function sessionFragment(session: SessionResponse, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: session.token_type,
    ...extra,
  }).toString();
}

/**
 * The TOTP step handed to the portal's login page in the fragment, when a link or an outside
 * provider let someone in whose account has an authenticator: `/login#mfa_token=…`.
 */
function mfaFragment(step: MfaRequiredResponse, extra: Record<string, string> = {}): string {
  const factors = step.factors.map((factor) => ({ id: factor.id, friendly_name: factor.friendly_name }));
  return new URLSearchParams({ mfa_token: step.mfa_token, factors: JSON.stringify(factors), ...extra }).toString();
}

/** Where a way in that may need the TOTP step lands: the session's page, or the login page's step. */
export function landingAfterSignIn(
  answer: SessionResponse | MfaRequiredResponse,
  sessionPath: string,
  extra: Record<string, string>,
): string {
  return isMfaRequired(answer)
    ? `/login#${mfaFragment(answer, extra)}`
    : `${sessionPath}#${sessionFragment(answer, extra)}`;
}
