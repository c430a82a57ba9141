#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The baseline: the v1 descriptor (23 dims, before #44) of every corpus file, cached as
 * features-v1.json for evaluate.mjs. v1's code is taken from git (the commit before the model,
 * --commit) and transpiled on the fly; essentia runs in this process (a script, not a service).
 *
 *   npm run build:services && node bench/instruments/v1-features.mjs [--commit 2f4bb6f]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import ts from 'typescript';
import { corpusRoot, loadManifest } from './manifest.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const { values: options } = parseArgs({
  options: { commit: { type: 'string', default: '2f4bb6f' }, out: { type: 'string' } },
});
const { ANALYSIS_RATE, decodeSignal, readMetadata } = await import('../../services/media/dist/audio/analysis/index.js');

const dir = await mkdtemp(join(tmpdir(), 'sampleteca-v1-'));
try {
  for (const name of ['features', 'measure', 'normalise']) {
    const { stdout } = await run('git', [
      'show',
      `${options.commit}:services/media/src/audio/analysis/timbre/${name}.ts`,
    ]);
    const { outputText } = ts.transpileModule(stdout.replace("from '@sampleteca/contracts'", "from './none'"), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(dir, `${name}.js`), outputText.replace(/require\("\.\/none"\)/g, '{}'));
  }
  const { measureTimbre, TIMBRE_MEASURE } = require(join(dir, 'measure.js'));
  const { timbreDescriptor } = require(join(dir, 'normalise.js'));
  const { TIMBRE_FEATURES } = require(join(dir, 'features.js'));
  const EssentiaWASM = require('essentia.js/dist/essentia-wasm.umd.js');
  const Essentia = require('essentia.js/dist/essentia.js-core.umd.js');
  const essentia = new Essentia(EssentiaWASM.EssentiaWASM ?? EssentiaWASM);
  const root = corpusRoot(options.out);
  const rows = {};
  for (const file of await loadManifest()) {
    const path = `${root}/${file.path}`;
    const signal = await readMetadata(path)
      .then((metadata) =>
        decodeSignal(path, metadata, {
          ffmpegPath: process.env.MEDIA_FFMPEG_PATH || 'ffmpeg',
          measureLoudness: false,
          inputMaxSeconds: 30,
          keepSeconds: 30,
          timeoutMs: 60_000,
        }),
      )
      .catch(() => null);
    rows[file.path] = signal
      ? (timbreDescriptor(measureTimbre(essentia, signal.samples, ANALYSIS_RATE, TIMBRE_MEASURE))?.values ?? null)
      : null;
  }
  await writeFile(`${root}/features-v1.json`, JSON.stringify({ version: 1, features: TIMBRE_FEATURES, rows }));
  console.log(`${Object.keys(rows).length} descritos em v1`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
