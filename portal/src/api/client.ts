import createClient from 'openapi-fetch';

import { authMiddleware } from '../auth/authMiddleware';
import type { paths } from './schema';

// Paths in the OpenAPI document already start with /api, so requests stay on this origin.
// The middleware adds the signed-in user's token and refreshes it once when refused.
export const apiClient = createClient<paths>({ baseUrl: '' });
apiClient.use(authMiddleware);
