import { fetchUtils } from 'react-admin';

import { currentAccessToken } from '../auth/session';

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = currentAccessToken();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
}
