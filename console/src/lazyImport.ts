import { lazy, type ComponentType } from 'react';

const RELOADED = 'sampleteca-console:chunk-reload';
let reloading = false;

function reloadedOnce(): boolean {
  try {
    return sessionStorage.getItem(RELOADED) !== null;
  } catch {
    return true; // No session storage: no way to know, so never reload (no loop).
  }
}

function remember(reloaded: boolean) {
  try {
    if (reloaded) sessionStorage.setItem(RELOADED, '1');
    else sessionStorage.removeItem(RELOADED);
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * A console screen fetched when first opened (react-admin's layout shows its loader meanwhile).
 * After a redeploy the old chunk names are gone: the first failed fetch reloads the page once
 * (new index, new names); a second failure in a row reaches react-admin's error page.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => {
    try {
      const module = await load();
      if (!reloading) remember(false);
      return { default: pick(module) };
    } catch (error) {
      if (!reloading && reloadedOnce()) throw error;
      if (!reloading) {
        reloading = true;
        remember(true);
        window.location.reload();
      }
      return new Promise<never>(() => undefined);
    }
  });
}
