/// <reference lib="dom" />
// Issue #44 in a browser: search with a sound that media reads as a family. The panel says what the
// sound is like ('Parece um kick') above the results, and the catalogue lists that family's sounds
// first, at 1280 and 390 px.
// The reading is media's own: the dropped sound is a falling sine with a fading tail, which the
// timbre model (trained on recorded kicks, bench/instruments) reads as a kick.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@sampleteca/testing';
import { horizontalOverflow } from '../accounts/accountsPlatform';
import { seriousViolations } from '../a11y/axe';
import { SCREENSHOTS, catalogueScene, openOwnBrowser, type NewSound } from './browseSupport';
import { soxWav } from './uploadSupport';
import { visit } from '../support/visit';

let workDir: string;
let searched: string;

const scene = catalogueScene({ producer: 'Bia Bateria', listener: 'Caio Busca' }, { category: 'Bateria' });

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sampleteca-similar-family-'));
  const drums: (NewSound & { family: string })[] = [
    { name: 'Kick Grave', family: 'kick', synth: ['synth', '0.5', 'sine', '110:40', 'fade', '0', '0.5', '0.45'] },
    { name: 'Kick Seco', family: 'kick', synth: ['synth', '0.3', 'sine', '150:50', 'fade', '0', '0.3', '0.28'] },
    { name: 'Tom Baixo', family: 'tom', synth: ['synth', '0.6', 'sine', '160:120', 'fade', '0', '0.6', '0.5'] },
  ].map((drum) => ({ ...drum, type: 'Samples', key: 'C', bpm: '85-100', categoryId: scene.categoryId }));
  for (const drum of drums) {
    const id = await scene.platform.createSound(scene.producer.token, drum);
    // What an approval and the producer's choice of family do.
    await scene.platform.db.query(
      `UPDATE catalogue.sounds SET status = 'public', instrument_family = $2, family_source = 'producer' WHERE id = $1`,
      [id, drum.family],
    );
  }
  // Every sound described by media before anyone searches.
  await eventually(async () => {
    const { rows } = await scene.platform.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalogue.sound_timbres`,
    );
    expect(rows[0].n).toBe(drums.length);
  }, 60_000);
  searched = join(workDir, 'kick-de-busca.wav');
  await soxWav(searched, ['synth', '0.45', 'sine', '150:45', 'fade', '0', '0.45', '0.4']);
}, 300_000);

afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

for (const width of [1280, 390]) {
  test(`at ${width} px: a dropped kick says 'Parece um kick' and lists kicks first`, async () => {
    const { page, errors } = await openOwnBrowser(scene.platform, width, { signedInAs: scene.listener });
    await visit(page, '/dashboardPage', page.getByRole('heading', { name: 'Catálogo de sons' }));
    await page.getByRole('button', { name: 'Buscar com um som' }).click();
    const panel = page.getByRole('dialog', { name: 'Buscar com um som' });
    await panel.getByLabel(/Escolha ou solte um áudio/).setInputFiles(searched);

    await panel.getByText('Parece um kick', { exact: false }).waitFor();
    await panel.getByRole('article').first().waitFor();
    const listed = await panel.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(listed.slice(0, 2).sort()).toEqual(['Kick Grave', 'Kick Seco']);
    expect(listed).toContain('Tom Baixo');
    if (width === 390) expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/similar-family-${width}.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
