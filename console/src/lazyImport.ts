import { createChunkLoader } from '@sampleteca/clients-shared/chunks';
import { lazy, type ComponentType } from 'react';

const { importOrReload } = createChunkLoader('sampleteca-console:chunk-reload');

/**
 * A console screen fetched when first opened (react-admin's layout shows its loader meanwhile),
 * `name` being its export in its module. A chunk gone after a redeploy reloads the page once
 * (clients/shared); a failure again right after reaches react-admin's error page.
 */
export function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await importOrReload(load))[name] }));
}
