/// <reference lib="dom" />
// In-app navigation for tests of a screen (not of loading the app): a full page load costs
// Chromium ~0.6 s of CPU, the same screen reached inside the running app ~0.1 s, and the suite is
// bound by CPU.
import type { Page, Request } from 'playwright-core';

/** What Playwright's 'networkidle' waits for after a load: no request for this long. */
const QUIET_MS = 500;

/**
 * Goes to `path` inside the running front end, as the back button or a link does (the history
 * API and the router's popstate listener), then waits, as `goto(…, { waitUntil: 'networkidle' })`
 * does, until no request has been in flight for 500 ms: the route's chunk and its data have come.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: NodeJS.Timeout | undefined;
  let settle = () => {};
  const quiet = new Promise<void>((resolve) => (settle = resolve));
  const rearm = () => {
    clearTimeout(timer);
    if (inFlight.size === 0) timer = setTimeout(settle, QUIET_MS);
  };
  const started = (request: Request) => {
    inFlight.add(request);
    clearTimeout(timer);
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) rearm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    rearm();
    await quiet;
  } finally {
    clearTimeout(timer);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
