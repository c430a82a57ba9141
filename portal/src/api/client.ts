import { createApiClient } from '@sampleteca/clients-shared/api';

import { authMiddleware } from '../auth/authMiddleware';

// The shared client (clients/shared); the middleware adds the signed-in user's token and
// refreshes it once when refused.
export const apiClient = createApiClient(authMiddleware);
