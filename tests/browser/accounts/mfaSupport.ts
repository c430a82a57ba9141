// API shortcuts for the TOTP tests: what the browser is not being tested on.
import type { PlatformClock } from '@sampleteca/testing';
import { TotpCodes } from './totpCodes';

export async function postJson(url: string, body: unknown, accessToken?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** POST /api/auth/login: the status and the answer (a session, or the TOTP step). */
export async function apiLogin(
  base: string,
  email: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await postJson(`${base}/api/auth/login`, { email, password });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Adds and verifies an authenticator for the session's account; its codes go on from there. */
export async function enrolAuthenticator(
  { base, clock }: { base: string; clock: PlatformClock },
  accessToken: string,
  friendlyName: string,
): Promise<TotpCodes> {
  const enrolled = await postJson(
    `${base}/api/auth/factors`,
    { friendly_name: friendlyName, factor_type: 'totp' },
    accessToken,
  );
  expect(enrolled.status).toBe(201);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await postJson(`${base}/api/auth/factors/${factor.id}/challenge`, {}, accessToken);
  expect(challenge.status).toBe(201);
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const codes = new TotpCodes(factor.totp.secret, clock);
  const verified = await postJson(
    `${base}/api/auth/factors/${factor.id}/verify`,
    { challenge_id: challengeId, code: await codes.next() },
    accessToken,
  );
  expect(verified.status).toBe(200);
  return codes;
}
