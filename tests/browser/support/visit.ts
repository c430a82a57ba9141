/// <reference lib="dom" />
// In-app navigation for tests of a screen (not of loading the app): a full page load costs
// Chromium ~0.6 s of CPU, the same screen reached inside the running app ~0.1 s, and the suite is
// bound by CPU. Both helpers end on what the person would see next, never on a quiet network: the
// live streams (SSE) the app keeps open never let the network go quiet, and a quiet spell is a
// timer in disguise.
import type { Locator, Page } from 'playwright-core';

/**
 * Goes to `path` inside the running front end, as the back button or a link does (the history
 * API and the router's popstate listener), then waits until `shows` is visible (its first match:
 * a list's rows may be many): the route's chunk and the data behind `shows` have come. `shows` must
 * be what the new screen brings: something the screen before showed too would end the wait at once.
 */
export async function visit(page: Page, path: string, shows: Locator): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await shows.first().waitFor();
}

/**
 * Loads `url` as a fresh page does, then waits until `shows` is visible. `shows` must be what the
 * new screen brings: something the page already showed would end the wait at once.
 */
export async function load(page: Page, url: string, shows: Locator): Promise<void> {
  await page.goto(url);
  await shows.first().waitFor();
}

/**
 * The front end (portal or console: both render into #root) has drawn its first screen, or the
 * server sent a visitor's light page (#first-view: a shared link, the landing). For a page just
 * opened whose next step waits on that screen's own content (a form field, a heading).
 */
export async function appDrawn(page: Page): Promise<void> {
  await page.locator('#root > *, #first-view > *').first().waitFor({ state: 'attached' });
}
