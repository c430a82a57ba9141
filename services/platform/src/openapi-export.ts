/**
 * `npm run openapi`: writes the combined OpenAPI document (the portal's client is typed from
 * it) and one per service under openapi/. A test fails when they differ from the code.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '@sampleteca/config';
import { buildOpenApiDocuments, createPlatformApp } from '@sampleteca/runtime';
import { ALL_SERVICES } from './services';

export const OPENAPI_DIR = 'openapi';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', ROLES: 'api' });
  const app = await createPlatformApp(config, ALL_SERVICES);
  await app.init();
  try {
    const documents = buildOpenApiDocuments(app, ALL_SERVICES);
    await mkdir(join(OPENAPI_DIR, 'services'), { recursive: true });
    await writeFile(join(OPENAPI_DIR, 'openapi.json'), `${JSON.stringify(documents.combined, null, 2)}\n`);
    for (const [service, document] of Object.entries(documents.services)) {
      await writeFile(join(OPENAPI_DIR, 'services', `${service}.json`), `${JSON.stringify(document, null, 2)}\n`);
    }
    process.stdout.write(`OpenAPI escrito em ${OPENAPI_DIR}/\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
