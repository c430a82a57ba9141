export * from './schema';
export { createApiClient, type ApiClient, type Middleware } from './createApiClient';
