import { unwrap } from './apiError';
import { apiClient } from './client';
import type { paths } from '@sampleteca/clients-shared/api';
import type { OAuthProvider } from './types';

type SignupBody = NonNullable<paths['/api/auth/signup']['post']['requestBody']>['content']['application/json'];
type LoginBody = NonNullable<paths['/api/auth/login']['post']['requestBody']>['content']['application/json'];

/** identity's queries: the account's outside identities and a registration waiting for its e-mail. */
export const authKeys = {
  all: ['auth'] as const,
  identities: () => [...authKeys.all, 'identities'] as const,
  signupStatus: (registrationToken: string) => [...authKeys.all, 'signup-status', registrationToken] as const,
};

export const login = async (body: LoginBody) => unwrap(await apiClient.POST('/api/auth/login', { body }));

export const verifyMfa = async (mfaToken: string, factorId: string, code: string) =>
  unwrap(await apiClient.POST('/api/auth/mfa/verify', { body: { mfa_token: mfaToken, factor_id: factorId, code } }));

export const signUp = async (body: SignupBody) => unwrap(await apiClient.POST('/api/auth/signup', { body }));

// The OpenAPI document lists the registration header under two spellings; both name the same header.
export const fetchSignupStatus = async (registrationToken: string) =>
  unwrap(
    await apiClient.GET('/api/auth/signup/status', {
      params: { header: { 'x-registration-token': registrationToken } },
    }),
  );

/** The session of a registration whose e-mail is confirmed (or an answer to sign in instead). */
export const openSignupSession = async (registrationToken: string) =>
  unwrap(
    await apiClient.POST('/api/auth/signup/session', {
      params: { header: { 'x-registration-token': registrationToken } },
    }),
  );

export const resendConfirmation = async (email: string) =>
  unwrap(await apiClient.POST('/api/auth/resend', { body: { type: 'signup', email } }));

export const sendRecoveryLink = async (email: string) =>
  unwrap(await apiClient.POST('/api/auth/recover', { body: { email } }));

export const fetchAuthUser = async () => unwrap(await apiClient.GET('/api/auth/user'));

export const changePassword = async (password: string) =>
  unwrap(await apiClient.PUT('/api/auth/user', { body: { password } }));

export const enrolAuthenticator = async (friendlyName: string) =>
  unwrap(
    await apiClient.POST('/api/auth/factors', {
      body: { friendly_name: friendlyName, factor_type: 'totp', issuer: 'Sampleteca' },
    }),
  );

/** Proves a new authenticator works: a challenge, answered with its current code. */
export async function verifyAuthenticator(factorId: string, code: string) {
  const path = { params: { path: { id: factorId } } };
  const challenge = unwrap(await apiClient.POST('/api/auth/factors/{id}/challenge', path));
  return unwrap(
    await apiClient.POST('/api/auth/factors/{id}/verify', { ...path, body: { challenge_id: challenge.id, code } }),
  );
}

/** Removes an authenticator: an active one only with a fresh code from it (the server refuses it without). */
export const deleteFactor = async (factorId: string, code?: string) =>
  unwrap(
    await apiClient.DELETE('/api/auth/factors/{id}', {
      params: { path: { id: factorId } },
      body: code ? { code } : {},
    }),
  );

export const fetchIdentities = async () => unwrap(await apiClient.GET('/api/auth/identities'));

/** The outside provider's consent page, to link it to this account. */
export const linkIdentity = async (provider: OAuthProvider) =>
  unwrap(await apiClient.GET('/api/auth/identities/authorize', { params: { query: { provider } } }));

export const unlinkIdentity = async (id: string) =>
  unwrap(await apiClient.DELETE('/api/auth/identities/{id}', { params: { path: { id } } }));
