import createClient from 'openapi-fetch';

import type { paths } from './schema';

// Paths in the OpenAPI document already start with /api, so requests stay on this origin.
export const apiClient = createClient<paths>({ baseUrl: '' });
