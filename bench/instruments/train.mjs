#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Trains the timbre model on the whole corpus' one-shots (features.mjs' cache) and writes it to
 * services/media/src/audio/analysis/timbre/timbre-model.ts: the features' means and spreads, the
 * small networks' weights (mlp.mjs: their first layer is the model's projection; --linear: the LDA
 * projection of settings.mjs instead) and the projected reference sounds the family reading votes
 * with (up to --per-family of each family, spread over its banks). evaluate.mjs says how well
 * this generalises to banks it did not see.
 *
 *   node bench/instruments/train.mjs [--per-family 60] [--linear]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { lda, meansAndStds, project, standardise } from './lda.mjs';
import { DRUMS, MLP_DEFAULTS, trainEnsemble, withLinear } from './mlp.mjs';
import { corpusRoot, loadManifest } from './manifest.mjs';
import { MODEL_SETTINGS } from './settings.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  // --linear: the LDA projection alone (v2 as first shipped), without the network.
  options: {
    'per-family': { type: 'string', default: '60' },
    out: { type: 'string' },
    linear: { type: 'boolean', default: false },
  },
});
const cache = JSON.parse(await readFile(`${corpusRoot(options.out)}/features-v2.json`, 'utf8'));
const sounds = (await loadManifest())
  .filter((file) => file.shape === 'one-shot' && cache.rows[file.path])
  .map((file) => ({ ...file, raw: cache.rows[file.path] }));

const { means, stds } = meansAndStds(sounds.map((sound) => sound.raw));
// Excluded features get weight 0: measured (the model's feature list is measureTimbre's), not used.
const excluded = new RegExp(MODEL_SETTINGS.exclude);
const kept = cache.features.map((name, index) => (excluded.test(name) ? -1 : index)).filter((index) => index >= 0);
const keptRows = sounds.map((sound) => kept.map((index) => standardise(sound.raw, means, stds)[index]));
const families = sounds.map((sound) => sound.family);
const bankOf = sounds.map((sound) => sound.bank);
// The network (mlp.mjs) unless --linear: its first layer is the model's projection, plus biases and an output layer.
const alone = options.linear
  ? null
  : trainEnsemble(keptRows, families, bankOf, (family) => DRUMS.has(family), MLP_DEFAULTS);
const linearRows = () => lda(keptRows, families, { ...MODEL_SETTINGS, groups: bankOf });
const net = alone && MLP_DEFAULTS.linear > 0 ? withLinear(alone, linearRows(), MLP_DEFAULTS.linear) : alone;
const keptMatrix = net ? net.w1 : linearRows();
const matrix = keptMatrix.map((row) => {
  const full = new Array(cache.features.length).fill(0);
  kept.forEach((index, k) => (full[index] = row[k]));
  return full;
});
const round = (value, digits) => Number(value.toPrecision(digits));
const projection = matrix.map((row) => row.map((value) => round(value, 5)));
const network = net && {
  biases: net.b1.map((value) => round(value, 5)),
  output: net.w2.map((row) => row.map((value) => round(value, 5))),
  outputBiases: net.b2.map((value) => round(value, 5)),
};
const describe = (standard) => {
  const projected = project(projection, standard);
  if (!network) return projected;
  const hidden = projected.map((value, index) => Math.max(0, value + network.biases[index]));
  return network.output.map((row, k) =>
    row.reduce((sum, w, index) => sum + w * hidden[index], network.outputBiases[k]),
  );
};
// The references: the projection of each sound as media will compute it (rounded to 4
// decimals), taken bank by bank in turn so no bank dominates a family's votes.
const perFamily = Number(options['per-family']);
const references = [];
for (const family of [...new Set(sounds.map((sound) => sound.family))].sort()) {
  const byBank = new Map();
  for (const sound of sounds.filter((s) => s.family === family)) {
    if (!byBank.has(sound.bank)) byBank.set(sound.bank, []);
    byBank.get(sound.bank).push(sound);
  }
  const queues = [...byBank.values()];
  const picked = [];
  for (let round = 0; picked.length < perFamily && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) if (queue[round] && picked.length < perFamily) picked.push(queue[round]);
  }
  for (const sound of picked) {
    references.push({
      family,
      vector: describe(standardise(sound.raw, means, stds)).map((value) => Math.round(value * 10_000) / 10_000),
    });
  }
}
const model = {
  version: cache.version,
  features: cache.features,
  means: means.map((value) => round(value, 6)),
  stds: stds.map((value) => round(value, 6)),
  projection,
  ...(network ? { network } : {}),
  neighbours: MODEL_SETTINGS.neighbours,
  references: references.map(({ family, vector }) => ({
    family,
    vector: vector.map((value) => Math.round(value * 1000) / 1000),
  })),
};
const target = join(here, '../../services/media/src/audio/analysis/timbre/timbre-model.ts');
await writeFile(
  target,
  `// Written by bench/instruments/train.mjs (${sounds.length} one-shots of ${new Set(sounds.map((s) => s.bank)).size} banks, settings ${JSON.stringify(net ? MLP_DEFAULTS : MODEL_SETTINGS)}): do not edit by hand.\nimport type { TimbreModel } from './model';\n\nexport const TIMBRE_MODEL: TimbreModel = ${JSON.stringify(model)};\n`,
);
console.log(
  `${target}: ${network ? network.output.length : projection.length} dimensões, ${references.length} referências`,
);
