// A second failure this soon after a reload is not a redeploy: no reload loop.
const RELOAD_WINDOW_MS = 30_000;

export interface ChunkLoader {
  /**
   * A chunk fetched after the first load (a page, a screen, a menu). After a redeploy the old
   * chunk names are gone: the first failed fetch loads the page again (the new index, new names),
   * at the address a navigation was heading to, instead of leaving a blank or broken screen. A
   * second failure right after is thrown, for the error page. Imports that fail together while the
   * reload starts never settle.
   */
  importOrReload<Module>(load: () => Promise<Module>): Promise<Module>;
  /** Where a reload should land: the page a navigation was heading to (the portal's router sets it). */
  setNavigationTarget(target: () => string | undefined): void;
}

/** One loader per front end; `storageKey` (session storage) remembers when it last reloaded. */
export function createChunkLoader(storageKey: string): ChunkLoader {
  let reloading = false;
  let navigationTarget: () => string | undefined = () => undefined;

  function reloadedJustNow(): boolean {
    try {
      return Date.now() - Number(sessionStorage.getItem(storageKey) ?? 0) < RELOAD_WINDOW_MS;
    } catch {
      return true; // No session storage: no way to know, so never reload (no loop).
    }
  }

  function rememberReload() {
    try {
      sessionStorage.setItem(storageKey, String(Date.now()));
    } catch {
      // Nothing to remember it in.
    }
  }

  return {
    async importOrReload<Module>(load: () => Promise<Module>): Promise<Module> {
      try {
        // A success does not clear the reload's time: after a reload, another chunk (a menu, the
        // dashboard) often loads before the failing one fails again, and clearing then would
        // reload a second time.
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
    },
    setNavigationTarget(target) {
      navigationTarget = target;
    },
  };
}
