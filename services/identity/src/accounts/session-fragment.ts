import type { SessionResponse } from '../sessions/session.dto';

/**
 * A session handed to the portal in the address fragment (never sent to a server), as the
 * spec's links and OAuth returns expect: `#access_token=…&refresh_token=…`.
 */
export function sessionFragment(session: SessionResponse, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: session.token_type,
    ...extra,
  }).toString();
}
