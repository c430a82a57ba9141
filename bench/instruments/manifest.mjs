import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Where corpus.mjs put the audio (outside the repo). */
export function corpusRoot(out) {
  return out ?? process.env.SAMPLETECA_INSTRUMENTS ?? join(homedir(), '.cache', 'sampleteca-instruments');
}

/** The corpus' files: { path (under the root), family, bank, shape, source }. */
export async function loadManifest() {
  return JSON.parse(await readFile(join(here, 'manifest.json'), 'utf8')).files;
}
