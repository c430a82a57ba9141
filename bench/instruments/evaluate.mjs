#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * How well the timbre descriptor tells recorded instruments apart ACROSS BANKS (#44): the corpus'
 * banks are split into folds (a bank never in two); the model is trained without a fold and its
 * one-shots are queries whose ten nearest come only from other banks. Prints, per family, the
 * share of the ten nearest in the query's family, drums against tonal, the top confusions, the
 * family reading's top-1 (k nearest training references), and baselines: the v1 descriptor (if
 * v1-features.mjs measured it), duration and level only, all v2 features without the projection,
 * and chance.
 *
 *   npm run bench:instruments -- [--folds 10] [--bank-out]   (--bank-out: one fold per bank, slower)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { printTable } from '../lib/table.mjs';
import { lda, meansAndStds, project, standardise } from './lda.mjs';
import { corpusRoot, loadManifest } from './manifest.mjs';
import { DRUMS, MLP_DEFAULTS, embed, trainEnsemble, withLinear } from './mlp.mjs';
import { MODEL_SETTINGS } from './settings.mjs';

const { values: options } = parseArgs({
  options: {
    folds: { type: 'string', default: '10' },
    'bank-out': { type: 'boolean', default: false },
    out: { type: 'string' },
    // To try other settings than settings.mjs' (e.g. --set shrinkage=0.5,power=1).
    set: { type: 'string', default: '' },
    only: { type: 'boolean', default: false },
    // Methods to run (a regular expression on their names), e.g. --methods 'MLP|LDA'.
    methods: { type: 'string', default: '' },
    // Features left out (a regular expression on their names), to see what each group brings.
    drop: { type: 'string', default: MODEL_SETTINGS.exclude },
  },
});
const SETTINGS = { ...MODEL_SETTINGS };
for (const pair of options.set.split(',').filter(Boolean)) {
  const [key, value] = pair.split('=');
  SETTINGS[key] = Number(value);
}
const root = corpusRoot(options.out);

async function loadRows(file) {
  const path = `${root}/${file}`;
  return existsSync(path) ? JSON.parse(await readFile(path, 'utf8')) : null;
}
const manifest = await loadManifest();
const v2 = await loadRows('features-v2.json');
const v1 = await loadRows('features-v1.json');
if (!v2) throw new Error('Meça antes: node bench/instruments/features.mjs');
const durationIndexes = ['effectiveDuration', 'duration', 'levelSpread', 'temporalCentroid'].map((name) =>
  v2.features.filter((_, index) => !options.drop || !new RegExp(options.drop).test(v2.features[index])).indexOf(name),
);
const kept = v2.features
  .map((name, index) => (options.drop && new RegExp(options.drop).test(name) ? -1 : index))
  .filter((index) => index >= 0);
const sounds = manifest
  .filter((file) => file.shape === 'one-shot' && v2.rows[file.path])
  .map((file) => ({ ...file, raw: kept.map((index) => v2.rows[file.path][index]), v1: v1?.rows[file.path] ?? null }));
const banks = [...new Set(sounds.map((sound) => sound.bank))].sort();
// Folds: banks dealt round-robin by a stable shuffle (a bank's files stay together).
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const foldCount = options['bank-out'] ? banks.length : Number(options.folds);
const foldOf = new Map(
  banks
    .slice()
    .sort((a, b) => hash(a) - hash(b))
    .map((bank, index) => [bank, index % foldCount]),
);

/** Ways to describe a sound, each trained on the training sounds only. */
const METHODS = {
  'v2 (MLP)': (train) => {
    const { means, stds } = meansAndStds(train.map((sound) => sound.raw));
    const mlpSettings = Object.fromEntries(
      Object.keys(MLP_DEFAULTS)
        .filter((key) => key in SETTINGS)
        .map((key) => [key, SETTINGS[key]]),
    );
    const rows = train.map((sound) => standardise(sound.raw, means, stds));
    const families = train.map((sound) => sound.family);
    const groups = train.map((sound) => sound.bank);
    const alone = trainEnsemble(rows, families, groups, (family) => DRUMS.has(family), mlpSettings);
    const weight = mlpSettings.linear ?? MLP_DEFAULTS.linear;
    const net = weight > 0 ? withLinear(alone, lda(rows, families, { ...SETTINGS, groups }), weight) : alone;
    return (sound) => embed(net, standardise(sound.raw, means, stds));
  },
  'v2 (LDA)': (train) => {
    const { means, stds } = meansAndStds(train.map((sound) => sound.raw));
    const matrix = lda(
      train.map((sound) => standardise(sound.raw, means, stds)),
      train.map((sound) => sound.family),
      { ...SETTINGS, groups: train.map((sound) => sound.bank) },
    );
    return (sound) => project(matrix, standardise(sound.raw, means, stds));
  },
  'v2 sem projeção': (train) => {
    const { means, stds } = meansAndStds(train.map((sound) => sound.raw));
    return (sound) => standardise(sound.raw, means, stds);
  },
  ...(v1 ? { 'v1 (23 dims)': () => (sound) => sound.v1 } : {}),
  'duração e nível': (train) => {
    const pick = (sound) => durationIndexes.map((index) => sound.raw[index]);
    const { means, stds } = meansAndStds(train.map(pick));
    return (sound) => standardise(pick(sound), means, stds);
  },
};

const distance = (a, b) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum);
};

function evaluate(method) {
  const results = [];
  for (let fold = 0; fold < foldCount; fold += 1) {
    const test = sounds.filter((sound) => foldOf.get(sound.bank) === fold);
    if (test.length === 0) continue;
    const train = sounds.filter((sound) => foldOf.get(sound.bank) !== fold);
    const embed = METHODS[method](train);
    const vectors = new Map(sounds.map((sound) => [sound, embed(sound)]));
    for (const query of test) {
      if (!vectors.get(query)) continue;
      const ranked = sounds
        .filter((other) => other.bank !== query.bank && vectors.get(other))
        .map((other) => ({ other, far: distance(vectors.get(query), vectors.get(other)) }))
        .sort((a, b) => a.far - b.far);
      const ten = ranked.slice(0, 10).map(({ other }) => other.family);
      // The reading: k nearest among the training references (other banks, not in this fold).
      const references = ranked.filter(({ other }) => foldOf.get(other.bank) !== fold).slice(0, SETTINGS.neighbours);
      const votes = new Map();
      for (const { other, far } of references)
        votes.set(other.family, (votes.get(other.family) ?? 0) + 1 / (far + 0.05));
      const guess = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      results.push({ query, ten, guess });
    }
  }
  return results;
}

const families = [...new Set(sounds.map((sound) => sound.family))];
const share = (list, test) => list.filter(test).length / Math.max(1, list.length);
const pct = (value) => `${(100 * value).toFixed(1)}%`;
const summaries = {};
for (const method of Object.keys(METHODS)
  .filter((name) => !options.methods || new RegExp(options.methods).test(name))
  .slice(0, options.only ? 1 : undefined)) {
  const started = performance.now();
  const results = evaluate(method);
  const perFamily = Object.fromEntries(
    families.map((family) => {
      const mine = results.filter((result) => result.query.family === family);
      const same =
        mine.reduce((sum, result) => sum + share(result.ten, (f) => f === family), 0) / Math.max(1, mine.length);
      const top1 = share(mine, (result) => result.guess === family);
      return [family, { same, top1, count: mine.length }];
    }),
  );
  const overall =
    results.reduce((sum, result) => sum + share(result.ten, (f) => f === result.query.family), 0) / results.length;
  const side =
    results.reduce((sum, r) => sum + share(r.ten, (f) => DRUMS.has(f) === DRUMS.has(r.query.family)), 0) /
    results.length;
  const top1 = share(results, (result) => result.guess === result.query.family);
  const confusions = new Map();
  for (const result of results) {
    for (const family of result.ten) {
      if (family === result.query.family) continue;
      const key = `${result.query.family} → ${family}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1 / 10 / perFamily[result.query.family].count);
    }
  }
  summaries[method] = { perFamily, overall, side, top1, confusions, seconds: (performance.now() - started) / 1000 };
}
// Chance: the share of the candidate neighbours (other banks) of the query's family.
const chance =
  sounds.reduce(
    (sum, query) =>
      sum +
      share(
        sounds.filter((other) => other.bank !== query.bank),
        (other) => other.family === query.family,
      ),
    0,
  ) / sounds.length;

console.log(
  `${sounds.length} one-shots, ${banks.length} bancos, ${families.length} famílias; ${foldCount} partições por banco (vizinhos só de outros bancos)\n`,
);
const methods = Object.keys(summaries);
printTable(
  ['família', 'n', ...methods.map((method) => `${method}: 10 viz.`), 'v2: leitura top-1'],
  families
    .sort((a, b) => Number(DRUMS.has(b)) - Number(DRUMS.has(a)) || a.localeCompare(b))
    .map((family) => [
      family,
      String(summaries[methods[0]].perFamily[family].count),
      ...methods.map((method) => pct(summaries[method].perFamily[family].same)),
      pct(summaries[methods[0]].perFamily[family].top1),
    ]),
);
console.log('');
printTable(
  ['método', '10 viz. mesma família', 'pior família', 'bateria × tonal', 'leitura top-1'],
  methods.map((method) => {
    const { perFamily, overall, side, top1 } = summaries[method];
    const worst = Object.entries(perFamily).sort((a, b) => a[1].same - b[1].same)[0];
    return [method, pct(overall), `${worst[0]} ${pct(worst[1].same)}`, pct(side), pct(top1)];
  }),
);
console.log(`acaso: ${pct(chance)} dos 10 vizinhos na mesma família\n`);
console.log('Confusões mais comuns (v2, parte dos 10 vizinhos):');
for (const [key, value] of [...summaries[methods[0]].confusions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${key.padEnd(28)} ${pct(value)}`);
}
const target = summaries[methods[0]];
const worst = Math.min(...Object.values(target.perFamily).map((family) => family.same));
console.log(
  `\nMetas: ≥75% → ${pct(target.overall)} ${target.overall >= 0.75 ? 'ok' : 'FALHA'}; nenhuma família < 50% → ${pct(worst)} ${worst >= 0.5 ? 'ok' : 'FALHA'}; bateria × tonal ≥97% → ${pct(target.side)} ${target.side >= 0.97 ? 'ok' : 'FALHA'}`,
);
