import type { Middleware } from '@sampleteca/clients-shared/api';

import { sessionManager } from './sessionManager';

// Calls that carry no bearer token: a 401 from them is an answer (wrong password, bad code), not an expired session.
const publicPaths = new Set([
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/signup/status',
  '/api/auth/resend',
  '/api/auth/token',
  '/api/auth/recover',
  '/api/auth/magic-link',
  '/api/auth/mfa/verify',
]);

// Copies of sent requests, so one can be sent again after a refresh.
const sentRequests = new Map<string, Request>();

/** Only the guard's 401 means the token was refused; other 401s (a wrong MFA code) are the answer. */
async function isTokenRefusal(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    const code = (body as { code?: unknown } | null)?.code;
    return code === undefined || code === 'UNAUTHENTICATED';
  } catch {
    return true;
  }
}

/** Adds the bearer token; on a refused token, refreshes once and sends the request again. */
export const authMiddleware: Middleware = {
  async onRequest({ request, schemaPath, id }) {
    if (publicPaths.has(schemaPath) || request.headers.has('Authorization')) return undefined;
    const token = await sessionManager.getAccessToken();
    if (!token) return undefined;
    request.headers.set('Authorization', `Bearer ${token}`);
    sentRequests.set(id, request.clone());
    return request;
  },

  async onResponse({ response, id }) {
    const sent = sentRequests.get(id);
    sentRequests.delete(id);
    if (!sent || response.status !== 401 || !(await isTokenRefusal(response))) return undefined;
    const usedToken = sent.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const token = await sessionManager.tokenAfterUnauthorized(usedToken);
    if (!token) return undefined;
    sent.headers.set('Authorization', `Bearer ${token}`);
    return fetch(sent);
  },

  onError({ id }) {
    sentRequests.delete(id);
  },
};
