#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * What the timbre measure costs, v1 (git, --commit) against v2 (the compiled one), in this
 * process on one core: milliseconds per call on sounds made with sox (a 1 s one-shot, a 10 s and
 * a 60 s loop, of which 30 s are read), median of --runs.
 *
 *   npm run build:services && node bench/instruments/cost.mjs [--runs 7]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import ts from 'typescript';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const { values: options } = parseArgs({
  options: { commit: { type: 'string', default: '2f4bb6f' }, runs: { type: 'string', default: '7' } },
});
const analysis = await import('../../services/media/dist/audio/analysis/index.js');

const dir = await mkdtemp(join(tmpdir(), 'sampleteca-timbre-cost-'));
try {
  const { stdout } = await run('git', [
    'show',
    `${options.commit}:services/media/src/audio/analysis/timbre/measure.ts`,
  ]);
  await writeFile(
    join(dir, 'v1.js'),
    ts.transpileModule(stdout, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText,
  );
  const v1 = require(join(dir, 'v1.js'));
  const EssentiaWASM = require('essentia.js/dist/essentia-wasm.umd.js');
  const Essentia = require('essentia.js/dist/essentia.js-core.umd.js');
  const essentia = new Essentia(EssentiaWASM.EssentiaWASM ?? EssentiaWASM);
  const sounds = [
    ['one-shot 1 s', ['synth', '1', 'pluck', '220', 'fade', '0', '1', '0.9']],
    ['loop 10 s', ['synth', '10', 'sawtooth', '110', 'tremolo', '4', '90']],
    ['loop 60 s (30 s lidos)', ['synth', '60', 'sawtooth', '110', 'tremolo', '4', '90']],
  ];
  console.log('som                      v1 (ms)  v2 (ms)');
  for (const [name, effects] of sounds) {
    const path = join(dir, 'sound.wav');
    await run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', path, ...effects]);
    const signal = await analysis.decodeSignal(path, await analysis.readMetadata(path), {
      ffmpegPath: 'ffmpeg',
      measureLoudness: false,
      inputMaxSeconds: 30,
      keepSeconds: 30,
      timeoutMs: 60_000,
    });
    const time = (measure, settings) => {
      const times = [];
      for (let i = 0; i < Number(options.runs); i += 1) {
        const started = performance.now();
        measure(essentia, signal.samples, analysis.ANALYSIS_RATE, settings);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    };
    const before = time(v1.measureTimbre, v1.TIMBRE_MEASURE);
    const after = time(analysis.measureTimbre, analysis.TIMBRE_MEASURE);
    console.log(`${name.padEnd(24)} ${before.toFixed(0).padStart(7)}  ${after.toFixed(0).padStart(7)}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
