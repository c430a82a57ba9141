/// <reference lib="dom" />
// Issue #18 §4 in a browser: 'Baixar kit' saves the drum kit as one ZIP (the originals the plan
// allows and a LICENCA.txt) and says what was left out; 'Baixar curtidas' does the same for likes.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually, zipEntries } from '@sampleteca/testing';
import { SCREENSHOTS, catalogueScene, signIn } from './browseSupport';
import { visit } from '../support/visit';

let kitId: string;
const sounds: Record<string, string> = {};

const KICK = 'Bumbo Seco';
const HAT = 'Chimbal Aberto';
const PAID = 'Linha Exclusiva';

const scene = catalogueScene({ owner: 'Marta Kits', listener: 'Nina Ouvinte' }, { category: 'Percussão' });

beforeAll(async () => {
  kitId = await scene.platform.createDrumKit(scene.owner.token, 'Kit Baile');
  const common = { type: 'Samples' as const, key: 'C', bpm: '110-130', categoryId: scene.categoryId, drumKitId: kitId };
  sounds[KICK] = await scene.platform.createSound(scene.owner.token, {
    ...common,
    name: KICK,
    synth: ['synth', '1', 'sine', '60'],
  });
  sounds[HAT] = await scene.platform.createSound(scene.owner.token, {
    ...common,
    name: HAT,
    synth: ['synth', '1', 'whitenoise'],
  });
  sounds[PAID] = await scene.platform.createSound(scene.owner.token, {
    ...common,
    name: PAID,
    synth: ['synth', '2', 'saw', '220'],
  });
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE drum_kit_id = $1`, [kitId]);
  await scene.platform.db.query(`UPDATE catalogue.sounds SET is_free = false WHERE id = $1`, [sounds[PAID]]);
}, 240000);

/** The WAV a sound was uploaded as, as media keeps it. */
async function uploadedWav(soundId: string): Promise<Buffer> {
  const shown = await scene.platform.api<{ audio: { id: string } }>(scene.owner.token, 'GET', `/api/sounds/${soundId}`);
  const folder = join(scene.platform.mediaDir, 'audio', shown.body.audio.id);
  const original = (await readdir(folder)).find((name) => name.startsWith('original.'));
  return readFileSync(join(folder, original!));
}

test("'Baixar kit' saves the kit's free sounds as uploaded with LICENCA.txt, and says the paid one was left out", async () => {
  const { page, errors } = await scene.platform.open('/login');
  try {
    await signIn(page, scene.platform.base, scene.listener);
    await visit(page, `/album/${kitId}`, page.getByRole('article', { name: KICK, exact: true }));
    const button = page.getByRole('button', { name: 'Baixar kit' });
    // The keyboard reaches it and starts it, as a click does.
    await button.focus();
    const saving = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await saving;
    expect(download.suggestedFilename()).toBe('Kit Baile.zip');
    expect(await download.failure()).toBeNull();

    const entries = await zipEntries(readFileSync(await download.path()));
    expect([...entries.keys()].sort()).toEqual(['LICENCA.txt', `${HAT}.wav`, `${KICK}.wav`].sort());
    expect(entries.get(`${KICK}.wav`)!.equals(await uploadedWav(sounds[KICK]))).toBe(true);
    expect(entries.get(`${HAT}.wav`)!.equals(await uploadedWav(sounds[HAT]))).toBe(true);
    const licence = entries.get('LICENCA.txt')!.toString('utf8');
    expect(licence).toContain('Drum Kit "Kit Baile"');
    expect(licence).toContain(`${KICK} (Samples)`);
    expect(licence).toContain('Produtor: Marta Kits (Selo Marta)');
    expect(licence).toContain('Licenciado para: Nina Ouvinte.');

    // What was left out, and where to go for it; the page is still the kit's.
    const status = page.getByRole('status').filter({ hasText: 'Baixando 2 sons em Kit Baile.zip.' });
    await status.waitFor();
    await expect(status.textContent()).resolves.toContain('1 som pago ficou de fora: assine um plano.');
    expect(await status.getByRole('link', { name: 'assine um plano' }).getAttribute('href')).toBe('/profile/plan');
    expect(new URL(page.url()).pathname).toBe(`/album/${kitId}`);
    await page.screenshot({ path: `${SCREENSHOTS}/kit-download-1280.png` });

    // Each sound counts one download, once media served it.
    await eventually(async () => {
      const mine = await scene.platform.api<{ items: { name: string }[] }>(
        scene.listener.token,
        'GET',
        '/api/library/downloads',
      );
      expect(mine.body.items.map((sound) => sound.name).sort()).toEqual([HAT, KICK].sort());
    }, 10000);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

test("'Baixar curtidas' saves the liked sounds as 'Minhas curtidas.zip'", async () => {
  await scene.platform.api(scene.listener.token, 'PUT', `/api/sounds/${sounds[HAT]}/like`, { liked: true });
  const { page, errors } = await scene.platform.open('/login');
  try {
    await signIn(page, scene.platform.base, scene.listener);
    await visit(page, '/profile/liked', page.getByRole('article', { name: HAT, exact: true }));
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar curtidas' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('Minhas curtidas.zip');
    const entries = await zipEntries(readFileSync(await download.path()));
    expect([...entries.keys()]).toEqual(['LICENCA.txt', `${HAT}.wav`]);
    await page.getByRole('status').filter({ hasText: 'Baixando 1 som em Minhas curtidas.zip.' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});
