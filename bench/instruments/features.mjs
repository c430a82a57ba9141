#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The raw timbre features (measureTimbre's, through the compiled essentia thread, on what media
 * decodes) of every file in manifest.json, cached beside the audio as features-v<N>.json (a file
 * already measured with the same features is not measured again). train.mjs and evaluate.mjs read it.
 *
 *   npm run build:services && node bench/instruments/features.mjs [--out DIR]
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { corpusRoot, loadManifest } from './manifest.mjs';

const { values: options } = parseArgs({ options: { out: { type: 'string' } } });
const FFMPEG = process.env.MEDIA_FFMPEG_PATH || 'ffmpeg';
const { ANALYSIS_RATE, decodeSignal, EssentiaAnalyzer, readMetadata, TIMBRE_FEATURES, TIMBRE_MEASURE, TIMBRE_VERSION } =
  await import('../../services/media/dist/audio/analysis/index.js').catch(() => {
    console.error('Compile antes: npm run build:services');
    process.exit(1);
  });

const root = corpusRoot(options.out);
const files = await loadManifest();
const cachePath = `${root}/features-v${TIMBRE_VERSION}.json`;
const cache = existsSync(cachePath) ? JSON.parse(await readFile(cachePath, 'utf8')) : {};
const valid = cache.features?.join() === TIMBRE_FEATURES.join() ? cache.rows : {};
const rows = { ...valid };
const analyzer = new EssentiaAnalyzer();
let measured = 0;
let seconds = 0;
try {
  for (const file of files) {
    if (rows[file.path] !== undefined) continue;
    const path = `${root}/${file.path}`;
    const signal = await readMetadata(path)
      .then((metadata) =>
        decodeSignal(path, metadata, {
          ffmpegPath: FFMPEG,
          measureLoudness: false,
          inputMaxSeconds: TIMBRE_MEASURE.maxSeconds,
          keepSeconds: TIMBRE_MEASURE.maxSeconds,
          timeoutMs: 60_000,
        }),
      )
      .catch((error) => {
        console.error(`${file.path}: ${error.message}`);
        return null;
      });
    if (!signal) {
      rows[file.path] = null;
      continue;
    }
    const started = performance.now();
    const { timbre, problems } = await analyzer.analyze(signal.samples, ANALYSIS_RATE);
    seconds += (performance.now() - started) / 1000;
    if (problems.length) console.error(file.path, problems.join('; '));
    rows[file.path] = timbre;
    measured += 1;
    if (measured % 100 === 0) console.log(`${measured} medidos (${(seconds / measured).toFixed(3)} s cada no thread)`);
  }
} finally {
  await analyzer.close();
  await writeFile(cachePath, JSON.stringify({ version: TIMBRE_VERSION, features: TIMBRE_FEATURES, rows }));
}
console.log(`${measured} medidos agora, ${Object.keys(rows).length} no total; ${cachePath}`);
