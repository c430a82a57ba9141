/// <reference lib="dom" />
// Issue #33 §4 in a browser: a listener plays a producer's sound (the card says so once), likes it
// and downloads it; the producer's 'Meu painel' shows the totals, the charts with their hidden
// tables and the top sound linking to its page; the 7/30/90 choice works from the keyboard; axe
// finds nothing serious; at a phone's width nothing overflows.
import { eventually } from '@sampleteca/testing';
import { horizontalOverflow } from '../accounts/accountsPlatform';
import { seriousViolations, skippedHeadingLevels } from '../a11y/axe';
import { SCREENSHOTS, card, catalogueScene, openOwnBrowser, type Account } from './browseSupport';
import { visit } from '../support/visit';

let soundId: string;

const SOUND = 'Batida do painel';

type Stats = { totals: { plays: number; likes: number; downloadsMp3: number } };

const scene = catalogueScene({ producer: 'Nina Painel', listener: 'Teo Ouve' }, { category: 'Trap' });

beforeAll(async () => {
  soundId = await scene.platform.createSound(scene.producer.token, {
    name: SOUND,
    type: 'Beats',
    key: 'Am',
    bpm: '130-150',
    categoryId: scene.categoryId,
  });
  // As an approved distribution would: the listener sees it.
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [soundId]);
}, 240_000);

const openAs = (account: Account, width: number) => openOwnBrowser(scene.platform, width, { signedInAs: account });

test('a listener plays, likes and downloads; the card reports the play once', async () => {
  const { page, errors } = await openAs(scene.listener, 1280);
  const sound = card(page, SOUND);
  await visit(page, `/s/${soundId}`, sound);
  const plays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/sounds/${soundId}/plays`))
      plays.push(request.url());
  });
  const reported = page.waitForResponse((response) => response.url().endsWith(`/api/sounds/${soundId}/plays`));
  await sound.getByRole('button', { name: `Tocar ${SOUND}` }).click();
  expect((await reported).status()).toBe(204);
  await sound.getByRole('button', { name: `Pausar ${SOUND}` }).click();
  await sound.getByRole('button', { name: `Tocar ${SOUND}` }).click();
  await sound.getByRole('button', { name: `Pausar ${SOUND}` }).waitFor();
  await sound.getByRole('button', { name: `Pausar ${SOUND}` }).click();
  // A resume is the same listening: still one report.
  expect(plays).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();

  const liked = await scene.platform.api(scene.listener.token, 'PUT', `/api/sounds/${soundId}/like`, { liked: true });
  expect(liked.status).toBe(200);
  const link = await scene.platform.api<{ url: string }>(
    scene.listener.token,
    'POST',
    `/api/sounds/${soundId}/downloads`,
  );
  const served = await fetch(new URL(link.body.url, scene.platform.base));
  expect(served.status).toBe(200);
  await served.arrayBuffer();
  await eventually(async () => {
    const stats = await scene.platform.api<Stats>(scene.producer.token, 'GET', '/api/library/stats?days=7');
    expect(stats.body.totals).toMatchObject({ plays: 1, likes: 1, downloadsMp3: 1 });
  }, 15_000);
}, 120_000);

test('the producer sees the charts and the top sound, and picks the period by keyboard (1280 px)', async () => {
  const { page, errors } = await openAs(scene.producer, 1280);
  // A Chakra recipe left out of the theme is named in the console (theme/recipeCheck.ts).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await visit(page, '/profile/uploads', page.getByRole('heading', { name: 'Meus Uploads', level: 1 }));
  await page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Meu painel' }).click();
  await page.waitForURL('**/profile/dashboard');
  const totals = page.getByRole('list', { name: 'Totais do período' });
  await totals.waitFor();
  for (const label of ['Prévias ouvidas', 'Curtidas', 'Downloads']) {
    await expect(totals.getByRole('listitem').filter({ hasText: label }).innerText()).resolves.toContain('1');
  }
  await page.getByRole('region', { name: 'Downloads por formato' }).waitFor();
  // The charts' numbers are there for screen readers.
  await page.getByRole('table', { name: /^Prévias ouvidas: 1 em 30 dias/ }).waitFor({ state: 'attached' });
  const top = page.getByRole('list', { name: 'Sons que mais trouxeram' });
  await top.getByRole('link', { name: SOUND }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/producer-dashboard-1280.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await skippedHeadingLevels(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // The headline numbers stand out from their labels (#43: without the stat recipe they were body size).
  const [label, value] = await totals
    .getByRole('listitem')
    .first()
    .evaluate((item) =>
      [item.querySelector('dt'), item.querySelector('dd')].map((part) => parseFloat(getComputedStyle(part!).fontSize)),
    );
  expect(value).toBeGreaterThanOrEqual(label * 1.5);

  const period = page.getByRole('group', { name: 'Período' });
  await period.getByRole('button', { name: '30 dias', pressed: true }).focus();
  const week = page.waitForResponse((response) => response.url().includes('/api/library/stats?days=7'));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await week;
  await period.getByRole('button', { name: '7 dias', pressed: true }).waitFor();
  await page.getByRole('table', { name: /^Prévias ouvidas: 1 em 7 dias/ }).waitFor({ state: 'attached' });
  const quarter = page.waitForResponse((response) => response.url().includes('/api/library/stats?days=90'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await quarter;
  await period.getByRole('button', { name: '90 dias', pressed: true }).waitFor();
  await page.getByRole('table', { name: /^Prévias ouvidas: 1 em 90 dias/ }).waitFor({ state: 'attached' });

  await top.getByRole('link', { name: SOUND }).click();
  await page.waitForURL(`**/s/${soundId}`);
  expect(errors).toEqual([]);
}, 120_000);

test('at a phone’s width the dashboard fits and stays clean for axe (390 px)', async () => {
  const { page, errors } = await openAs(scene.producer, 390);
  await visit(
    page,
    '/profile/dashboard',
    page.getByRole('list', { name: 'Sons que mais trouxeram' }).getByRole('link', { name: SOUND }),
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/producer-dashboard-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}, 120_000);
