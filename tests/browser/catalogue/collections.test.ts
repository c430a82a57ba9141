/// <reference lib="dom" />
// Issue #33 §3 in a browser: a listener makes a collection from a sound's card, adds a second sound
// from another card, puts them in order with the keyboard, shares the collection and copies its
// link; someone without an account opens the link and hears a preview (the owner's private sound
// is nowhere on the page), then signs in and downloads the collection as one ZIP. At 1280 and
// 390 px, axe clean.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually, zipEntries } from '@sampleteca/testing';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { seriousViolations } from '../a11y/axe';
import {
  SCREENSHOTS,
  card,
  catalogueScene,
  hearLightPreview,
  listedSounds,
  openOwnBrowser,
  signIn,
} from './browseSupport';
import { visit } from '../support/visit';

let collectionId: string;

const FIRST = 'Bumbo do Baile';
const SECOND = 'Caixa do Baile';
const HIDDEN = 'Rascunho da Lia';
const COLLECTION = 'Favoritas do Baile';

const scene = catalogueScene(
  { producer: 'Rita Sons', listener: 'Lia Coleciona', visitorAccount: 'Davi Visitante' },
  { category: 'Baile' },
);

beforeAll(async () => {
  const common = { type: 'Beats' as const, key: 'Am', bpm: '85-100', categoryId: scene.categoryId };
  const first = await scene.platform.createSound(scene.producer.token, {
    ...common,
    name: FIRST,
    synth: ['synth', '1', 'sine', '60'],
  });
  const second = await scene.platform.createSound(scene.producer.token, {
    ...common,
    name: SECOND,
    synth: ['synth', '1', 'whitenoise'],
    cover: true,
  });
  // Lia's own sound, still private: hers to keep in a collection, never a visitor's to see.
  await scene.platform.createSound(scene.listener.token, {
    ...common,
    name: HIDDEN,
    synth: ['synth', '1', 'sine', '330'],
  });
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = ANY($1::uuid[])`, [
    [first, second],
  ]);
}, 240_000);

/** A browser of its own at `width` on `path`, downloads and the clipboard allowed. */
const openAt = (path: string, width: number) =>
  openOwnBrowser(scene.platform, width, { path, downloads: true, clipboard: true });

/** axe's serious findings once menus and dialogs have finished fading in (half-faded text reads as low contrast). */
async function accessibilityFindings(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return seriousViolations(page);
}

/** The card's 'Adicionar à coleção' menu, open. */
async function collectionMenu(page: Page, sound: string) {
  await card(page, sound)
    .getByRole('button', { name: `Adicionar ${sound} à coleção` })
    .click();
  const menu = page.getByRole('menu');
  await menu.getByText('Adicionar à coleção').waitFor();
  return menu;
}

/** The ZIP 'Baixar coleção' saves, pressed with the keyboard; its entries by name. */
async function downloadCollection(page: Page): Promise<Map<string, Buffer>> {
  const button = page.getByRole('button', { name: 'Baixar coleção' });
  await button.focus();
  const saving = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`${COLLECTION}.zip`);
  expect(await download.failure()).toBeNull();
  return zipEntries(readFileSync(await download.path()));
}

/** Presses Enter on the focused 'Mover …' button and waits for the page to say where `name` went. */
async function moveAndHear(page: Page, name: string, place: number): Promise<void> {
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `“${name}” agora é o ${place}º da coleção.` })
    .waitFor();
}

test('a collection made from a card, filled, put in order by keyboard, shared and downloaded (1280 px)', async () => {
  const { page, errors } = await openAt('/login', 1280);
  await signIn(page, scene.platform.base, scene.listener);
  await visit(page, '/dashboardPage/type/Beats', card(page, FIRST));

  // 'Nova coleção…' from the first card's menu: a small form with a labelled field.
  let menu = await collectionMenu(page, FIRST);
  expect(await accessibilityFindings(page)).toEqual([]);
  await menu.getByRole('menuitem', { name: 'Nova coleção…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova coleção' });
  await dialog.getByRole('textbox', { name: 'Nome da coleção' }).fill(COLLECTION);
  expect(await accessibilityFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Criar coleção' }).click();
  await page.getByText(`Coleção “${COLLECTION}” criada com “${FIRST}”`).waitFor();

  // The second sound goes in with a tick, by keyboard (the menu highlights, the focus stays on
  // it); the first card's menu shows it checked.
  await card(page, SECOND)
    .getByRole('button', { name: `Adicionar ${SECOND} à coleção` })
    .focus();
  await page.keyboard.press('Enter');
  menu = page.getByRole('menu');
  const entry = menu.getByRole('menuitemcheckbox', { name: COLLECTION });
  await entry.waitFor();
  expect(await entry.getAttribute('aria-checked')).toBe('false');
  // The collections come first: Home highlights the first.
  await page.keyboard.press('Home');
  await eventually(async () => expect(await entry.getAttribute('data-highlighted')).toBe(''));
  await page.keyboard.press('Enter');
  await page.getByText(`Adicionado a “${COLLECTION}”`).waitFor();
  await eventually(async () => expect(await entry.getAttribute('aria-checked')).toBe('true'));
  await page.keyboard.press('Escape');
  menu = await collectionMenu(page, FIRST);
  expect(await menu.getByRole('menuitemcheckbox', { name: COLLECTION }).getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Escape');

  // Lia's private sound joins through the API (the same route the menu uses).
  const mine = await scene.platform.api<{ items: { id: string; name: string }[] }>(
    scene.listener.token,
    'GET',
    '/api/collections',
  );
  collectionId = mine.body.items.find((item) => item.name === COLLECTION)!.id;
  const hidden = await scene.platform.api<{ items: { id: string }[] }>(
    scene.listener.token,
    'GET',
    '/api/library/uploads',
  );
  expect(
    (
      await scene.platform.api(
        scene.listener.token,
        'PUT',
        `/api/collections/${collectionId}/sounds/${hidden.body.items[0].id}`,
      )
    ).status,
  ).toBe(200);

  // The profile's 'Coleções' tab lists it; its page has the sounds in the order they were added.
  await visit(page, '/profile/liked', page.getByRole('heading', { name: 'Minhas curtidas', level: 1 }));
  await page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Coleções' }).click();
  await page.getByRole('heading', { level: 1, name: 'Minhas coleções' }).waitFor();
  await page.getByRole('link', { name: new RegExp(`^${COLLECTION}`) }).click();
  await page.getByRole('heading', { level: 1, name: COLLECTION }).waitFor();
  const region = 'Sons da coleção';
  await page.getByRole('region', { name: region }).getByRole('article').nth(2).waitFor();
  expect(await listedSounds(page, region)).toEqual([FIRST, SECOND, HIDDEN]);

  // 'Mover para baixo' with the keyboard; the focus stays on the moved sound's controls.
  await card(page, FIRST)
    .getByRole('button', { name: `Mover para baixo: ${FIRST}` })
    .focus();
  await moveAndHear(page, FIRST, 2);
  expect(await listedSounds(page, region)).toEqual([SECOND, FIRST, HIDDEN]);
  await eventually(async () =>
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Mover para baixo: ${FIRST}`,
    ),
  );
  await moveAndHear(page, FIRST, 3);
  expect(await listedSounds(page, region)).toEqual([SECOND, HIDDEN, FIRST]);
  // At the end 'Mover para baixo' is off: the keyboard is on 'Mover para cima' of the same sound.
  await eventually(async () =>
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Mover para cima: ${FIRST}`,
    ),
  );
  expect(await accessibilityFindings(page)).toEqual([]);

  // Shared with the switch (Space, as a checkbox), then its link copied.
  await page.getByRole('checkbox', { name: 'Compartilhar por link' }).focus();
  await page.keyboard.press('Space');
  await page.getByText('Coleção compartilhada: quem tiver o link pode vê-la').waitFor();
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copiar link' }).click();
  await page.getByText('Link copiado').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${scene.platform.base}/c/${collectionId}`);
  await page.screenshot({ path: `${SCREENSHOTS}/collection-owner-1280.png`, fullPage: true });

  // 'Baixar coleção': the three, in the collection's order, and the licence.
  const entries = await downloadCollection(page);
  expect([...entries.keys()]).toEqual(['LICENCA.txt', `${SECOND}.wav`, `${HIDDEN}.wav`, `${FIRST}.wav`]);
  const licence = entries.get('LICENCA.txt')!.toString('utf8');
  expect(licence).toContain(`Coleção "${COLLECTION}"`);
  expect(licence).toContain('Licenciado para: Lia Coleciona.');
  await page
    .getByRole('status')
    .filter({ hasText: `Baixando 3 sons em ${COLLECTION}.zip.` })
    .waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the link opens for a visitor who hears a preview; signed in, they download the collection (390 px)', async () => {
  const { page, errors } = await openAt(`/c/${collectionId}`, 390);
  await page.getByRole('heading', { level: 1, name: COLLECTION }).waitFor();
  await page.getByText('2 sons · por Lia Coleciona').waitFor();
  expect(await page.content()).not.toContain(HIDDEN);
  await hearLightPreview(page, SECOND);
  // Rita's 'Meu painel' hears of it, though the visitor has no account (once per visitor and day).
  await eventually(async () => {
    const stats = await scene.platform.api<{ totals: { plays: number } }>(
      scene.producer.token,
      'GET',
      '/api/library/stats?days=7',
    );
    expect(stats.body.totals.plays).toBe(1);
  });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await accessibilityFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/collection-visitor-390.png`, fullPage: true });

  // Signing in comes back to the link, which opens the whole collection (public sounds only).
  await page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/login?next=*');
  await signIn(page, scene.platform.base, scene.visitorAccount);
  await page.waitForURL(`**/collection/${collectionId}`);
  await page.getByRole('heading', { level: 1, name: COLLECTION }).waitFor();
  const region = 'Sons da coleção';
  await page.getByRole('region', { name: region }).getByRole('article').nth(1).waitFor();
  expect(await listedSounds(page, region)).toEqual([SECOND, FIRST]);
  // Someone else's collection: no controls to change it.
  expect(await page.getByRole('checkbox', { name: 'Compartilhar por link' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Mover para/ }).count()).toBe(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityFindings(page)).toEqual([]);

  const entries = await downloadCollection(page);
  expect([...entries.keys()]).toEqual(['LICENCA.txt', `${SECOND}.wav`, `${FIRST}.wav`]);
  expect(entries.get('LICENCA.txt')!.toString('utf8')).not.toContain(HIDDEN);
  await eventually(async () => {
    const downloads = await scene.platform.api<{ items: { name: string }[] }>(
      scene.visitorAccount.token,
      'GET',
      '/api/library/downloads',
    );
    expect(downloads.body.items.map((sound) => sound.name).sort()).toEqual([FIRST, SECOND].sort());
  }, 10_000);
  await page.screenshot({ path: `${SCREENSHOTS}/collection-shared-390.png`, fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at a phone’s width the owner reorders with the keyboard and the page fits; private again, the link names nothing', async () => {
  const { page, errors } = await openAt('/login', 390);
  await signIn(page, scene.platform.base, scene.listener);
  const region = 'Sons da coleção';
  await visit(
    page,
    `/collection/${collectionId}`,
    page.getByRole('region', { name: region }).getByRole('article').nth(2),
  );
  await card(page, FIRST)
    .getByRole('button', { name: `Mover para cima: ${FIRST}` })
    .focus();
  await moveAndHear(page, FIRST, 2);
  expect(await listedSounds(page, region)).toEqual([SECOND, FIRST, HIDDEN]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await accessibilityFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/collection-owner-390.png`, fullPage: true });

  // A tap on the switch's label, as on a phone.
  await page.getByText('Compartilhar por link', { exact: true }).click();
  await page.getByText('Coleção privada: só você a vê').waitFor();
  const visitor = await openAt(`/c/${collectionId}`, 390);
  await visitor.page.getByRole('heading', { name: 'Coleção indisponível' }).waitFor();
  expect(await visitor.page.content()).not.toContain(COLLECTION);
  await visitor.page.context().close();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a sound its producer made private is unavailable to the owner, who takes it out; published again, it stays out (390 px)', async () => {
  const setStatus = (status: string) =>
    scene.platform.db.query(`UPDATE catalogue.sounds SET status = $2 WHERE name = $1`, [FIRST, status]);
  await setStatus('private');
  const { page, errors } = await openAt('/login', 390);
  await signIn(page, scene.platform.base, scene.listener);
  const region = 'Sons da coleção';
  const notice = page.getByText('1 som desta coleção está indisponível');
  await visit(page, `/collection/${collectionId}`, notice);
  await page.getByRole('region', { name: region }).getByRole('article').nth(1).waitFor();
  expect(await listedSounds(page, region)).toEqual([SECOND, HIDDEN]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/collection-unavailable-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'Remover indisponíveis' }).click();
  await page.getByText('Sons indisponíveis removidos da coleção').waitFor();
  await notice.waitFor({ state: 'detached' });
  await setStatus('public');
  await page.reload();
  await page.getByRole('region', { name: region }).getByRole('article').nth(1).waitFor();
  expect(await listedSounds(page, region)).toEqual([SECOND, HIDDEN]);
  expect(await notice.count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
