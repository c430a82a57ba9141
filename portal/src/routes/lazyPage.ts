import type { ComponentType } from 'react';

const RELOADED = 'sampleteca:chunk-reload';

/**
 * A route whose page is fetched when first visited (react-router's `lazy`), so the landing page
 * does not ship the catalogue, the player or the wizard. After a redeploy the old chunk names
 * are gone: the first failed fetch reloads the page once (new index, new names) instead of
 * leaving a blank screen; a second failure goes to the route's error page.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => {
    try {
      const Component = pick(await load());
      sessionStorage.removeItem(RELOADED);
      return { Component };
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1');
        window.location.reload();
        // The reload takes over; never settle meanwhile.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}
