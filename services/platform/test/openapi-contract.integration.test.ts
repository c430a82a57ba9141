import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@sampleteca/config';
import { assertRouteOwnership, buildOpenApiDocuments, createPlatformApp } from '@sampleteca/runtime';
import { createTestEnvironment } from '@sampleteca/testing';
import { ALL_SERVICES } from '@sampleteca/platform';

const committed = (file: string) => JSON.parse(readFileSync(join('openapi', file), 'utf8'));

/**
 * The committed documents are the contract the portal's client is typed from: when the code
 * changes a route, this fails until `npm run openapi` is run and the change is committed.
 */
test('the committed OpenAPI documents match what the services register', async () => {
  const environment = await createTestEnvironment();
  const app = await createPlatformApp(loadConfig({ ...process.env, ...environment.env, ROLES: 'api' }), ALL_SERVICES);
  await app.init();
  try {
    const documents = buildOpenApiDocuments(app, ALL_SERVICES);
    // Every route under a prefix its service owns: the ingress sends requests by prefix.
    expect(() => assertRouteOwnership(documents)).not.toThrow();
    expect(documents.combined).toEqual(committed('openapi.json'));
    for (const [service, document] of Object.entries(documents.services)) {
      expect(document).toEqual(committed(`services/${service}.json`));
    }
  } finally {
    await app.close();
    await environment.cleanup();
  }
});
