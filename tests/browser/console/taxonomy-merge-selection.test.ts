/// <reference lib="dom" />
// Issue #29 §1 in a browser, the exact steps reported: Categorias → tick two rows → 'Unir
// duplicatas' → Cancelar → reload → tick two other rows → 'Unir'. The dialog names exactly the two
// ticked, nothing else merges, and 'Desfazer' brings back the removed category and its sounds.
import { eventually } from '@sampleteca/testing';
import type { Page } from 'playwright-core';
import { startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { unlabelledInputs } from '../accounts/accountsPlatform';
import { consoleSignIn, grantAdmin } from '../distribution/distributionSupport';

let platform: CataloguePlatform;
let producer: Account;
let admin: Account;
/** Category ids by name, in the table's order (by name). */
const categories: Record<string, string> = {};
const SOUNDS: Record<string, number> = { agogô: 2, baião: 1, coco: 1, embolada: 1, frevo: 2 };

beforeAll(async () => {
  platform = await startCataloguePlatform();
  producer = await platform.createAccount('Paula Percussão');
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  for (const [name, sounds] of Object.entries(SOUNDS)) {
    categories[name] = await platform.createCategory(producer.token, name);
    for (let n = 1; n <= sounds; n += 1) {
      const id = await platform.createSound(producer.token, {
        name: `${name} ${n}`,
        type: 'Samples',
        key: 'Am',
        bpm: '110-130',
        categoryId: categories[name],
      });
      await platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [id]);
    }
  }
}, 240_000);

afterAll(async () => {
  await platform?.stop();
});

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const checked = (page: Page) => page.getByRole('checkbox', { checked: true });
/**
 * react-admin's bar saying '1 item selecionado', when shown: emptied, it stays in the page folded
 * to no height (the 'collapsed' class), which Playwright still counts as visible.
 */
const selectionCount = (page: Page) =>
  page.locator('.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)').count();

/** Each category's sounds, as the server counts them (undefined: the category is gone). */
async function soundsByCategory(): Promise<Record<string, number | undefined>> {
  const counts: Record<string, number | undefined> = {};
  for (const [name, id] of Object.entries(categories)) {
    const answer = await platform.api<{ sounds: number }>(admin.token, 'GET', `/api/admin/categories/${id}`);
    counts[name] = answer.status === 200 ? answer.body.sounds : undefined;
  }
  return counts;
}

test('a merge acts on exactly the two rows ticked after a cancel and a reload, and its undo restores the category and its sounds', async () => {
  const { page, errors } = await platform.open('/console/');
  const posted: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/merge')) {
      posted.push({ url: request.url(), body: request.postDataJSON() });
    }
  });
  await consoleSignIn(page, platform.base, admin);
  await page.getByRole('menuitem', { name: 'Categorias' }).click();
  await page.waitForURL('**/console/#/categories**');
  await row(page, 'frevo').waitFor();

  // Two ticked, 'Unir duplicatas': the dialog names those two only; Cancelar clears the ticks.
  for (const name of ['baião', 'coco']) await row(page, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Unir duplicatas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unir duplicatas' });
  await eventually(async () => expect(await dialog.getByRole('radio').count()).toBe(2));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await checked(page).count()).toBe(0);
  await eventually(async () => expect(await selectionCount(page)).toBe(0));

  // Ticked again and left by a reload: nothing stays selected, seen or unseen.
  await row(page, 'baião').getByRole('checkbox').check();
  await page.getByText('1 item selecionado').waitFor();
  await page.reload();
  await row(page, 'frevo').waitFor();
  expect(await checked(page).count()).toBe(0);
  await eventually(async () => expect(await selectionCount(page)).toBe(0));

  // Two others ticked: the dialog names exactly them, the one kept chosen among them.
  for (const name of ['embolada', 'frevo']) await row(page, name).getByRole('checkbox').check();
  await page.getByText('2 itens selecionados').waitFor();
  await page.getByRole('button', { name: 'Unir duplicatas' }).click();
  const radios = dialog.getByRole('radio');
  await eventually(async () => expect(await radios.count()).toBe(2));
  expect((await dialog.getByRole('radiogroup').innerText()).split('\n').filter(Boolean).sort()).toEqual([
    'embolada (1 som)',
    'frevo (2 sons)',
  ]);
  // The server's dry run, for the one chosen to keep.
  await dialog.getByRole('radio', { name: 'embolada (1 som)' }).check();
  await dialog.getByText('2 sons passarão para embolada.').waitFor();
  expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual(['frevo (2 sons)']);
  expect(await unlabelledInputs(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Unir', exact: true }).click();
  await page.getByText('Categorias unidas com sucesso!').waitFor();
  // One merge sent, of exactly the two ticked (the dry runs before it changed nothing).
  const merges = posted.filter((request) => !(request.body as { dryRun: boolean }).dryRun);
  expect(merges.map((request) => [request.url.split('/api/admin/')[1], request.body])).toEqual([
    [`categories/${categories.embolada}/merge`, { ids: [categories.frevo], dryRun: false }],
  ]);
  expect(await soundsByCategory()).toEqual({ agogô: 2, baião: 1, coco: 1, embolada: 3, frevo: undefined });
  await eventually(async () => expect(await checked(page).count()).toBe(0));

  // 'Desfazer' in the recent merges: frevo and its two sounds are back.
  const recent = page.getByRole('region', { name: 'Uniões recentes' });
  await recent.getByText('frevo → embolada (2 sons)').waitFor();
  await recent.getByRole('button', { name: 'Desfazer a união de frevo em embolada' }).click();
  await page.getByText('União desfeita: os itens e seus sons voltaram.').waitFor();
  await recent.getByText('Desfeita', { exact: false }).waitFor();
  expect(await recent.getByRole('button', { name: /Desfazer/ }).count()).toBe(0);
  expect(await soundsByCategory()).toEqual(SOUNDS);
  const frevo = await platform.api<{ items: { name: string }[] }>(
    admin.token,
    'GET',
    `/api/sounds?category=${categories.frevo}`,
  );
  expect(frevo.body.items.map((sound) => sound.name).sort()).toEqual(['frevo 1', 'frevo 2']);
  await eventually(async () => expect(await row(page, 'frevo').getByRole('cell').allTextContents()).toContain('2'));
  expect(errors).toEqual([]);
  await page.close();
});
