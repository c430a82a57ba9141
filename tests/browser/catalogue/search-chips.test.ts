/// <reference lib="dom" />
// Issue #44 in a browser: the catalogue's search says what it understood ('Entendemos: Caixa ·
// 96 BPM · Ré menor') as chips, and taking a chip off (mouse or keyboard) searches its words as
// words again. At 1280 and 390 px.
import type { Page } from 'playwright-core';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { SCREENSHOTS, catalogueScene, listedSounds, signIn } from './browseSupport';
import { visit } from '../support/visit';

const FUNK = 'Caixa Funk';
const GRAUS = 'Caixa 96 Graus';

const scene = catalogueScene({ owner: 'Bruna Caixeira' }, { category: 'Funk' });

beforeAll(async () => {
  const synth = ['synth', '1', 'square', '180', 'fade', '0', '1', '0.5'];
  const funk = await scene.platform.createSound(scene.owner.token, {
    name: FUNK,
    type: 'Samples',
    key: 'Dm',
    bpm: '85-100',
    categoryId: scene.categoryId,
    synth,
  });
  const graus = await scene.platform.createSound(scene.owner.token, {
    name: GRAUS,
    type: 'Samples',
    key: 'Dm',
    bpm: '110-130',
    categoryId: scene.categoryId,
    synth,
  });
  // The family and tempo as the analysis (another part of #44) and the wizard leave them.
  await scene.platform.db.query(`UPDATE catalogue.sounds SET instrument_family = 'snare', tempo = 96 WHERE id = $1`, [
    funk,
  ]);
  await scene.platform.db.query(`UPDATE catalogue.sounds SET instrument_family = 'snare', tempo = 120 WHERE id = $1`, [
    graus,
  ]);
}, 240000);

const understood = (page: Page) => page.getByRole('region', { name: 'O que a busca entendeu' });
const chips = (page: Page) => understood(page).getByRole('listitem').allInnerTexts();
const chipLabels = async (page: Page) => (await chips(page)).map((text) => text.replace('·', '').trim());

async function waitForChips(page: Page, labels: string[]) {
  await page.waitForFunction((expected) => {
    const region = document.querySelector('[aria-label="O que a busca entendeu"]');
    const found = region
      ? Array.from(region.querySelectorAll('li')).map((item) => item.textContent?.replace('·', '').trim())
      : [];
    return JSON.stringify(found) === JSON.stringify(expected);
  }, labels);
}

for (const width of [1280, 390]) {
  test(`at ${width} px the search shows what it understood, and a chip taken off searches its words as words`, async () => {
    const { page, errors } = await scene.platform.open('/login', width);
    await signIn(page, scene.platform.base, scene.owner);
    await visit(page, '/dashboardPage', page.getByRole('heading', { name: 'Catálogo de sons' }));

    await page.getByRole('searchbox', { name: 'Buscar sons' }).fill('caixa 96 ré menor');
    await page.waitForURL((url) => url.searchParams.get('search') === 'caixa 96 ré menor');
    await waitForChips(page, ['Caixa', '96 BPM', 'Ré menor']);
    await understood(page).getByText('Entendemos:').waitFor();
    await page.getByText('1 som encontrado').waitFor();
    expect(await listedSounds(page)).toEqual([FUNK]);
    expect(await unlabelledInputs(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/search-chips-${width}.png`, fullPage: true });

    // Off with the tempo: 96 is a word of a name again, and the address says so (a reload keeps it).
    await understood(page)
      .getByRole('button', { name: /^Tirar 96 BPM/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('literal') === 'tempo:96');
    await waitForChips(page, ['Caixa', 'Ré menor']);
    await page.getByRole('heading', { name: GRAUS, level: 3 }).waitFor();
    expect(await listedSounds(page)).toEqual([GRAUS]);

    // By keyboard: the instrument chip's button, then Enter. 'caixa' is a word of names now.
    await understood(page)
      .getByRole('button', { name: /^Tirar Caixa/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('literal') === 'tempo:96,family:snare');
    await waitForChips(page, ['Ré menor']);
    expect(await chipLabels(page)).toEqual(['Ré menor']);
    expect(await listedSounds(page)).toEqual([GRAUS]);

    // A new search is read afresh.
    await page.getByRole('searchbox', { name: 'Buscar sons' }).fill('caixa 96');
    await page.waitForURL((url) => url.searchParams.get('search') === 'caixa 96' && !url.searchParams.has('literal'));
    await waitForChips(page, ['Caixa', '96 BPM']);
    await page.getByRole('heading', { name: FUNK, level: 3 }).waitFor();
    expect(await listedSounds(page)).toEqual([FUNK]);

    expect(errors).toEqual([]);
    await page.close();
  }, 120000);
}
