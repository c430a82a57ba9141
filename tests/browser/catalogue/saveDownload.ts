import type { Download, Page } from 'playwright-core';

/**
 * Starts a download (a click, a drag out of the window) and, when the sound has its original
 * besides the MP3, picks `file` in the dialog that asks; resolves with the browser's download.
 */
export async function saveDownload(
  page: Page,
  start: () => Promise<unknown>,
  file: 'mp3' | 'original' = 'mp3',
): Promise<Download> {
  const download = page.waitForEvent('download');
  await start();
  const dialog = page.getByRole('dialog', { name: /^Baixar / });
  const asked = await Promise.race([download.then(() => false), dialog.waitFor().then(() => true)]);
  if (asked) await dialog.getByRole('button', { name: file === 'mp3' ? 'MP3 (128 kbps)' : /^Original/ }).click();
  else if (file === 'original') throw new Error('o som não ofereceu o original');
  return download;
}
