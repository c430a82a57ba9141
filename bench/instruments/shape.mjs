#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The shape reading (one-shot or loop) against the corpus' labels: every loop (Dirt-Samples'
 * breaks*, Sonic Pi's loop_*, LMMS' beats and bass loops) and every --step-th one-shot, each
 * through describeAudio as search with a sound and the backfill call it.
 *
 *   npm run build:services && node bench/instruments/shape.mjs [--step 6]
 */
import { parseArgs } from 'node:util';
import { corpusRoot, loadManifest } from './manifest.mjs';

const { values: options } = parseArgs({ options: { step: { type: 'string', default: '6' }, out: { type: 'string' } } });
const { describeAudio, EssentiaAnalyzer } = await import('../../services/media/dist/audio/analysis/index.js');
const root = corpusRoot(options.out);
const files = (await loadManifest()).filter(
  (file, index) => file.shape === 'loop' || index % Number(options.step) === 0,
);
const analyzer = new EssentiaAnalyzer();
const tally = { 'one-shot': { 'one-shot': 0, loop: 0, none: 0 }, loop: { 'one-shot': 0, loop: 0, none: 0 } };
const wrong = [];
try {
  for (const file of files) {
    const heard = await describeAudio(`${root}/${file.path}`, { analyzer }).catch(() => null);
    const shape = heard?.reading?.shape ?? 'none';
    tally[file.shape][shape] += 1;
    if (shape !== file.shape) wrong.push(`${file.path} (${file.shape} → ${shape}, ${heard?.durationSeconds ?? '?'} s)`);
  }
} finally {
  await analyzer.close();
}
for (const [label, counts] of Object.entries(tally)) {
  const total = counts['one-shot'] + counts.loop + counts.none;
  console.log(
    `${label.padEnd(9)} ${total} ficheiros: ${((100 * counts[label]) / Math.max(1, total)).toFixed(1)}% certos`,
    counts,
  );
}
console.log(wrong.slice(0, 30).join('\n'));
