import { createChunkLoader } from '@sampleteca/clients-shared/chunks';
import { lazy, type ComponentType } from 'react';

const { importOrReload } = createChunkLoader('sampleteca-console:chunk-reload');

/**
 * A console screen fetched when first opened (react-admin's layout shows its loader meanwhile).
 * A chunk gone after a redeploy reloads the page once (clients/shared); a failure again right
 * after reaches react-admin's error page.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await importOrReload(load)) }));
}
