const RELOADED_AT = 'sampleteca:chunk-reload';
// A second failure this soon after a reload is not a redeploy: no reload loop.
const RELOAD_WINDOW_MS = 30_000;

let reloading = false;
let navigationTarget: () => string | undefined = () => undefined;

/** Where a reload should land: the page a navigation was heading to (router.tsx sets it). */
export function setNavigationTarget(target: () => string | undefined) {
  navigationTarget = target;
}

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
 * A chunk fetched after the first load (a page, a menu, the toasts). After a redeploy the old
 * chunk names are gone: the first failed fetch loads the page again (the new index, new names),
 * at the address the navigation was heading to, instead of leaving a blank or broken screen. A
 * second failure right after is thrown, for the route's error page. Imports that fail together
 * while the reload starts never settle.
 */
export async function importOrReload<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    // A success does not clear the reload's time: after a reload, the header's menus often load
    // before the page's own chunk fails again, and clearing then would reload a second time.
    return await load();
  } catch (error) {
    if (!reloading && reloadedJustNow()) throw error;
    if (!reloading) {
      reloading = true;
      rememberReload();
      const target = navigationTarget();
      if (target) window.location.assign(target);
      else window.location.reload();
    }
    // The reload takes over.
    return new Promise<never>(() => undefined);
  }
}
