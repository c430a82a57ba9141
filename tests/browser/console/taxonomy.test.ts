/// <reference lib="dom" />
// Issue 16 'Drum kits, categorias e artistas creditados' in a browser: an administrator finds two
// categories that differ only in accents and spacing, merges them in the console, and the portal's
// catalogue shows the kept category with all their sounds at once.
import { mkdirSync } from 'node:fs';
import { eventually } from '@sampleteca/testing';
import {
  listedSounds,
  signIn,
  startCataloguePlatform,
  type Account,
  type CataloguePlatform,
} from '../catalogue/browseSupport';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { consoleSignIn, grantAdmin } from '../distribution/distributionSupport';
import { visit } from '../support/visit';

const SCREENSHOTS = 'var/screenshots/console';

let platform: CataloguePlatform;
let producer: Account;
let listener: Account;
let admin: Account;
let kept: string;
let duplicate: string;

/** A sound made through the API and made public (its review is the distribution tests' subject). */
async function publicSound(name: string, categoryId: string): Promise<void> {
  const id = await platform.createSound(producer.token, {
    name,
    type: 'Samples',
    key: 'Am',
    bpm: '110-130',
    categoryId,
  });
  await platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [id]);
}

beforeAll(async () => {
  platform = await startCataloguePlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
  producer = await platform.createAccount('Paulo Produtor');
  listener = await platform.createAccount('Lara Ouvinte');
  admin = await grantAdmin(platform, await platform.createAccount('Ada Administradora'));
  kept = await platform.createCategory(producer.token, 'Piseiro');
  // Old data, typed with an accent and a trailing space (the API tidies new names).
  const { rows } = await platform.db.query<{ id: string }>(
    `INSERT INTO catalogue.categories (name) VALUES ('pisêiro ') RETURNING id`,
  );
  duplicate = rows[0].id;
  await publicSound('Forró Um', kept);
  await publicSound('Forró Dois', kept);
  await publicSound('Zabumba Três', duplicate);
}, 180_000);

afterAll(async () => {
  await platform?.stop();
});

test('um admin une duas categorias duplicadas no console e o catálogo mostra a mantida com todos os sons', async () => {
  const { base } = platform;
  const { page, errors } = await platform.open('/console/');
  await consoleSignIn(page, base, admin);
  await page.getByRole('menuitem', { name: 'Categorias' }).click();
  await page.waitForURL('**/console/#/categories**');

  // Only the likely duplicates, each flagged, with its sounds.
  await page.getByLabel('Só possíveis duplicatas').check();
  const rows = page.getByRole('row').filter({ hasText: 'Possível duplicata' });
  await eventually(async () => expect(await rows.count()).toBe(2));
  expect(await page.getByRole('row').filter({ hasText: 'pisêiro' }).getByRole('cell').allTextContents()).toEqual(
    expect.arrayContaining(['pisêiro ', '1']),
  );
  // Every control is named for screen readers, the rows' checkboxes too (console/src/theme.ts).
  expect(await unlabelledInputs(page)).toEqual([]);

  // Both selected, 'Unir duplicatas', the one with more sounds offered to keep.
  for (const name of ['piseiro', 'pisêiro']) {
    await page.getByRole('row').filter({ hasText: name }).first().getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Unir duplicatas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unir duplicatas' });
  await eventually(async () =>
    expect(await dialog.getByRole('radio', { name: 'piseiro (2 sons)' }).isChecked()).toBe(true),
  );
  await dialog.getByText('1 som passará para piseiro.').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/categorias-unir-1280.png` });
  const merged = page.waitForResponse((response) => response.url().endsWith(`/api/admin/categories/${kept}/merge`));
  await dialog.getByRole('button', { name: 'Unir' }).click();
  expect((await merged).status()).toBe(201);
  await page.getByText('Categorias unidas com sucesso!').waitFor();

  // The list follows: no duplicate left; the kept one holds the three sounds.
  await eventually(async () => expect(await rows.count()).toBe(0));
  await page.getByLabel('Só possíveis duplicatas').uncheck();
  await page.getByLabel('Buscar pelo nome').fill('pise');
  const keptRow = page.getByRole('row').filter({ hasText: 'piseiro' });
  await eventually(async () => expect(await keptRow.getByRole('cell').allTextContents()).toContain('3'));
  expect(await page.getByRole('row').filter({ hasText: 'pisêiro' }).count()).toBe(0);
  expect(errors).toEqual([]);

  // On a phone: a line per category, nothing scrolling sideways, the rename page a tap away.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('3 sons', { exact: true }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/categorias-390.png` });
  await page.close();

  // The portal: the kept category lists all three; the API it reads counts them and its facet too.
  const { page: portal, errors: portalErrors } = await platform.open('/login');
  await signIn(portal, base, listener);
  await visit(
    portal,
    `/dashboardPage?category=${kept}`,
    portal.getByRole('article', { name: 'Forró Um', exact: true }),
  );
  await eventually(async () =>
    expect((await listedSounds(portal)).sort()).toEqual(['Forró Dois', 'Forró Um', 'Zabumba Três']),
  );
  const listed = await platform.api<{ total: number }>(listener.token, 'GET', `/api/sounds?category=${kept}`);
  expect(listed.body.total).toBe(3);
  const facets = await platform.api<{ category: { value: string; count: number }[] }>(
    listener.token,
    'GET',
    '/api/sounds/facets',
  );
  expect(facets.body.category.filter((facet) => [kept, duplicate].includes(facet.value))).toEqual([
    expect.objectContaining({ value: kept, count: 3 }),
  ]);
  await portal.screenshot({ path: `${SCREENSHOTS}/portal-categoria-mantida-1280.png` });
  expect(portalErrors).toEqual([]);
  await portal.close();
});

test('on a phone an administrator merges a category with its duplicate from the category’s own page', async () => {
  const xaxado = await platform.createCategory(producer.token, 'Xaxado');
  const { rows } = await platform.db.query<{ id: string }>(
    `INSERT INTO catalogue.categories (name) VALUES ('xaxádo  ') RETURNING id`,
  );
  await publicSound('Xaxado Um', xaxado);
  await publicSound('Xaxado Dois', rows[0].id);

  const { page, errors } = await platform.open('/console/', 390);
  await consoleSignIn(page, platform.base, admin);
  await page.goto(`${platform.base}/console/#/categories/${xaxado}`);
  await page.getByRole('heading', { name: 'Possível duplicata' }).waitFor();
  await page.getByText('xaxádo (1 som)').waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/categoria-duplicatas-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'Unir duplicatas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unir duplicatas' });
  await dialog.getByRole('radio', { name: 'xaxado (1 som)' }).check();
  await dialog.getByRole('button', { name: 'Unir' }).click();
  await page.getByText('Categorias unidas com sucesso!').waitFor();
  await page.waitForURL('**/console/#/categories');

  const kept = await platform.api<{ sounds: number; similar: number }>(
    admin.token,
    'GET',
    `/api/admin/categories/${xaxado}`,
  );
  expect(kept.body).toMatchObject({ sounds: 2, similar: 0 });
  expect(errors).toEqual([]);
  await page.close();
});
