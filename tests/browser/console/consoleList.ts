import type { Page } from 'playwright-core';

/**
 * Types into a console list's search box and waits for the list filtered by it. react-admin applies
 * a search after a pause: a row clicked before then is re-rendered under the click (or the page it
 * opened is replaced by the filtered list), which is how these tests failed under load.
 */
export async function searchConsoleList(page: Page, label: string, text: string): Promise<void> {
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/admin/') && decodeURIComponent(response.url()).includes(text),
  );
  await page.getByLabel(label).fill(text);
  await filtered;
}
