/// <reference lib="dom" />
// Issue 13 §1: a first start (DEMO_CATALOGUE on, an empty catalogue) has something to hear: the
// demo catalogue fills the dashboard in the background, and its sounds play and download.
import { eventually } from '@sampleteca/testing';
import { startAccountsPlatform, type AccountsPlatform } from '../accounts/accountsPlatform';
import { SCREENSHOTS, card, listedSounds, signIn } from './browseSupport';
import { saveDownload } from './saveDownload';
import { load } from '../support/visit';

let platform: AccountsPlatform;

beforeAll(async () => {
  platform = await startAccountsPlatform({ DEMO_CATALOGUE: 'true' });
}, 120_000);

afterAll(async () => {
  await platform?.stop();
});

test('uma pessoa nova encontra sons de demonstração no dashboard, toca um e o baixa', async () => {
  const { base } = platform;
  // Ready at once: the demo is published after the platform listens, not before.
  expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  const account = await platform.createAccount({ profile: { fullName: 'Nora Nova' } });
  const { page, errors } = await platform.open('/login');
  await signIn(page, base, account);

  // The dashboard fills as the demo's sounds become ready (a reload shows the new ones).
  // The list has come: its cards, or the text that says there are none yet.
  const listShown = page.locator('main').getByRole('article').or(page.getByText('Nenhuma música por aqui'));
  await load(page, `${base}/dashboardPage`, listShown);
  await eventually(
    async () => {
      if ((await listedSounds(page)).length >= 3) return;
      await page.reload();
      await listShown.first().waitFor();
      expect((await listedSounds(page)).length).toBeGreaterThanOrEqual(3);
    },
    150_000,
    500,
  );
  expect(await page.getByText('Nenhuma música por aqui').count()).toBe(0);
  const [name] = await listedSounds(page);
  const sound = card(page, name);
  // Its cover is a real image.
  const cover = sound.locator('img').first();
  await page.waitForFunction(
    (image) => ((image as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    await cover.elementHandle(),
  );

  await sound.getByRole('button', { name: `Tocar ${name}` }).click();
  const position = sound.getByRole('slider', { name: `Posição de ${name}` });
  // Read through the locator each time: the player may draw its slider anew once its code has
  // loaded (after the first paint), and a handle taken before would watch the old one.
  await eventually(
    async () => expect(Number(await position.getAttribute('aria-valuenow'))).toBeGreaterThan(0),
    15_000,
    200,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/primeiro-inicio-1280.png` });

  const download = await saveDownload(page, () => sound.getByRole('button', { name: `Baixar ${name}` }).click());
  expect(download.suggestedFilename()).toBe(`${name}.mp3`);
  expect((await download.failure()) ?? null).toBeNull();
  expect(errors).toEqual([]);
  await page.close();
}, 240_000);
