import { createApiClient, type Middleware } from '@sampleteca/clients-shared/api';

import { currentAccessToken } from '../auth/session';

// The signed-in administrator's token on every call, as the data provider's httpClient sends it;
// the console has no refresh: an expired session signs out (authProvider.checkError).
const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = currentAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** The API's typed client (clients/shared, as in the portal) for the console's actions. */
export const apiClient = createApiClient(bearerToken);

/** For calls made before there is a session (signing in): no token. */
export const publicApiClient = createApiClient();
