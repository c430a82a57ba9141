import { lazy, type ComponentType } from 'react';

const RELOADED_AT = 'sampleteca-console:chunk-reload';
// A second failure this soon after a reload is not a redeploy: no reload loop.
const RELOAD_WINDOW_MS = 30_000;
let reloading = false;

function reloadedJustNow(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_WINDOW_MS;
  } catch {
    return true; // No session storage: no way to know, so never reload (no loop).
  }
}

function rememberReload() {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * A console screen fetched when first opened (react-admin's layout shows its loader meanwhile).
 * After a redeploy the old chunk names are gone: the first failed fetch reloads the page once
 * (new index, new names); a failure again right after reaches react-admin's error page.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => {
    try {
      // A success does not clear the reload's time: after a reload another screen (the dashboard)
      // often loads before the failing one fails again, and clearing then would reload forever.
      return { default: pick(await load()) };
    } catch (error) {
      if (!reloading && reloadedJustNow()) throw error;
      if (!reloading) {
        reloading = true;
        rememberReload();
        window.location.reload();
      }
      return new Promise<never>(() => undefined);
    }
  });
}
