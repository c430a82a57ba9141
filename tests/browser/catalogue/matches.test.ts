/// <reference lib="dom" />
// #18 §2 in a browser: 'Combina com este' on a card opens the sounds that fit it (a compatible
// key at a near tempo), of the type that complements it first (#29 §4: a voice for a beat) and of
// another when chosen; each plays and is liked as on any card; the drawer is reached, used and
// closed from the keyboard.
import { unlabelledInputs } from '../accounts/accountsPlatform';
import { SCREENSHOTS, card, catalogueScene, signIn, type NewSound } from './browseSupport';
import { visit } from '../support/visit';

const REFERENCE = 'Batida em Lá';
const FITS = 'Groove em Dó'; // C is A minor's relative; 92 BPM is 2 % from 90
const CLASHES = 'Batida Dissonante'; // D#m: a tritone from Am
const VOICE = 'Voz em Lá';

const scene = catalogueScene({ producer: 'Lia Harmonia', listener: 'Caio Escuta' }, { category: 'Boom Bap' });

beforeAll(async () => {
  const sounds: NewSound[] = [
    { name: REFERENCE, type: 'Beats', key: 'Am', bpm: '85-100', tempo: 90, categoryId: scene.categoryId },
    { name: FITS, type: 'Beats', key: 'C', bpm: '85-100', tempo: 92, categoryId: scene.categoryId },
    { name: CLASHES, type: 'Beats', key: 'D#m', bpm: '85-100', tempo: 90, categoryId: scene.categoryId },
    { name: VOICE, type: 'Acapelas', key: 'Am', bpm: '85-100', tempo: 90, categoryId: scene.categoryId },
  ];
  for (const [index, sound] of sounds.entries()) {
    const id = await scene.platform.createSound(scene.producer.token, {
      ...sound,
      synth: ['synth', '3', 'pluck', ['A3', 'C3', 'D#3', 'A4'][index], 'tremolo', '6', '60'],
    });
    // What an administrator's approval does: the sounds become public.
    await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [id]);
  }
}, 240_000);

test("'Combina com este' on a card lists the sounds that fit it, plays and likes them, by keyboard too", async () => {
  const { page, errors } = await scene.platform.open('/login');
  await signIn(page, scene.platform.base, scene.listener);
  await visit(page, '/dashboardPage/type/Beats', card(page, REFERENCE));

  const opener = card(page, REFERENCE).getByRole('button', { name: `Combina com este: ${REFERENCE}` });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Combina com este' });
  await drawer.waitFor();
  // A Beat opens on what goes with it: the Acapela in A minor.
  const type = drawer.getByRole('combobox', { name: 'Tipo de som' });
  await card(page, VOICE).waitFor();
  await expect(type.inputValue()).resolves.toBe('Acapelas');

  // Its own type, from the keyboard.
  await type.focus();
  await type.selectOption('Beats');
  const fitting = card(page, FITS);
  await fitting.waitFor();
  // Only the fitting Beat: not the clashing key, not the sound itself, not another type.
  await expect(drawer.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
    FITS,
  ]);
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/matches.png` });

  // Played and liked like any card; the drawer's cards offer no drawer of their own.
  await fitting.getByRole('button', { name: `Tocar ${FITS}` }).click();
  await fitting.getByRole('button', { name: `Pausar ${FITS}` }).waitFor();
  await fitting.getByRole('button', { name: `Pausar ${FITS}` }).click();
  await fitting.getByRole('button', { name: new RegExp(`^Curtir ${FITS}`) }).click();
  await fitting.getByRole('button', { name: new RegExp(`^Descurtir ${FITS}: 1 curtida`) }).waitFor();
  expect(await fitting.getByRole('button', { name: /^Combina com este/ }).count()).toBe(0);

  // Another type: no Melody fits yet.
  await type.selectOption('Melody');
  await drawer.getByText('Nenhum som combina com este ainda').waitFor();

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  // The like made in the drawer shows on the dashboard's card too.
  await card(page, FITS)
    .getByRole('button', { name: new RegExp(`^Descurtir ${FITS}: 1 curtida`) })
    .waitFor();
  // Opened again from the keyboard, it starts afresh at the type that complements the sound.
  await page.keyboard.press('Enter');
  await drawer.waitFor();
  await card(page, VOICE).waitFor();
  await expect(drawer.getByRole('combobox', { name: 'Tipo de som' }).inputValue()).resolves.toBe('Acapelas');
  expect(errors).toEqual([]);
});
