#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The timbre descriptor's normalisation constants (TIMBRE_MEANS, TIMBRE_STDS in
 * services/media/src/audio/analysis/timbre/normalise.ts): each raw feature's mean and standard
 * deviation over bench/similarity's sounds of the given seeds (1–3 unless told), measured by the
 * compiled essentia thread on the opening media would describe. Prints them as TypeScript.
 * Changing them changes every vector: it is a new TIMBRE_VERSION.
 *
 *   npm run build:services && node bench/similarity/calibrate.mjs [--seeds 1,2,3] [--per-family 16] [--loops 16]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { makeLoopSet, makeOneShots } from './sounds.mjs';

const run = promisify(execFile);
const { values: options } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3' },
    'per-family': { type: 'string', default: '16' },
    loops: { type: 'string', default: '16' },
  },
});
const FFMPEG = process.env.MEDIA_FFMPEG_PATH || 'ffmpeg';

const { ANALYSIS_RATE, decodeSignal, EssentiaAnalyzer, readMetadata, TIMBRE_FEATURES, TIMBRE_MEASURE } =
  await import('../../services/media/dist/audio/analysis/index.js').catch(() => {
    console.error('Compile antes: npm run build:services');
    process.exit(1);
  });

const analyzer = new EssentiaAnalyzer();
const rows = [];
try {
  for (const seed of options.seeds.split(',').map(Number)) {
    const dir = await mkdtemp(join(tmpdir(), 'sampleteca-similarity-calibrate-'));
    try {
      const sounds = [
        ...(await makeOneShots(dir, Number(options['per-family']), seed)),
        ...(await makeLoopSet(dir, Number(options.loops), seed, { ffmpeg: FFMPEG, run })),
      ];
      for (const sound of sounds) {
        // The raw features, before normalisation: the thread's answer on what describeAudio decodes.
        const signal = await decodeSignal(sound.path, await readMetadata(sound.path), {
          ffmpegPath: FFMPEG,
          measureLoudness: false,
          inputMaxSeconds: TIMBRE_MEASURE.maxSeconds,
          keepSeconds: TIMBRE_MEASURE.maxSeconds,
          timeoutMs: 60_000,
        });
        const { timbre } = await analyzer.analyze(signal.samples, ANALYSIS_RATE);
        if (timbre) rows.push(timbre);
      }
      console.log(`semente ${seed}: ${sounds.length} sons`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
} finally {
  await analyzer.close();
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const means = TIMBRE_FEATURES.map((_, index) => mean(rows.map((row) => row[index])));
const stds = TIMBRE_FEATURES.map((_, index) => Math.sqrt(mean(rows.map((row) => (row[index] - means[index]) ** 2))));
const list = (values) => values.map((value) => String(Math.round(value * 10_000) / 10_000)).join(', ');
console.log(`\n${rows.length} descritos (sementes ${options.seeds}); ${TIMBRE_FEATURES.join(', ')}\n`);
console.log(`export const TIMBRE_MEANS: readonly number[] = [${list(means)}];`);
console.log(`export const TIMBRE_STDS: readonly number[] = [${list(stds)}];`);
