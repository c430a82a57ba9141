import type { AuthProvider } from 'react-admin';

import { decodeAccessTokenClaims } from './jwtClaims';
import { requestLogin, type LoginCredentials } from './loginRequest';
import { clearSession, isSessionExpired, readSession, saveSession } from './session';

function currentClaims() {
  const session = readSession();
  if (!session || isSessionExpired(session)) return null;
  return decodeAccessTokenClaims(session.access_token);
}

export const authProvider: AuthProvider = {
  async login(credentials: LoginCredentials) {
    const session = await requestLogin(credentials);
    // The server checks the role on every admin route too; this only keeps non-admins out of the UI.
    if (decodeAccessTokenClaims(session.access_token)?.role !== 'admin') {
      throw new Error('sampleteca.auth.not_admin');
    }
    saveSession(session);
  },

  async logout() {
    clearSession();
  },

  async checkAuth() {
    const session = readSession();
    // No session is the normal first visit: go to the login page without an error notice.
    if (!session) throw { message: false };
    if (isSessionExpired(session) || decodeAccessTokenClaims(session.access_token)?.role !== 'admin') {
      clearSession();
      throw { message: 'sampleteca.auth.session_expired' };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) {
      clearSession();
      throw { message: 'ra.notification.logged_out' };
    }
  },

  async getIdentity() {
    const claims = currentClaims();
    if (!claims?.sub) throw new Error('ra.auth.auth_check_error');
    return { id: claims.sub, fullName: claims.email ?? claims.sub };
  },

  async getPermissions() {
    return currentClaims()?.role ?? null;
  },
};
