import type { ComponentType } from 'react';

import { importOrReload } from './lazyImport';

/**
 * A route whose page is fetched when first visited (react-router's `lazy`), so the landing page
 * does not ship the catalogue, the player or the wizard. Until the page is in, react-router keeps
 * the current page on screen (routes/lazyFallbacks.tsx shows that the next one is on its way). A
 * chunk gone after a redeploy reloads the page once (routes/lazyImport.ts); a second failure goes
 * to the route's error page. `name` is the page's export in its module.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return async () => ({ Component: (await importOrReload(load))[name] });
}
