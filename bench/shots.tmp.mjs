import { chromium } from 'playwright-core';
const [sound, kit, owner] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://127.0.0.1:3000/s/${sound}`);
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/s-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Baixar/ }).first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/s-dialog-${width}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Compartilhar/ }).first().click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/s-share-${width}.png` });
  await page.goto(`http://127.0.0.1:3000/k/${kit}`);
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/k-${width}.png`, fullPage: true });
  await page.goto(`http://127.0.0.1:3000/p/${owner}`);
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/p-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
