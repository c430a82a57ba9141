#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * How well media's timbre descriptor (#34) finds sounds that sound alike: sounds made with sox
 * whose family is known (kicks, snares, hats, bass notes, pads, plucks, vocal-like sweeps; drum
 * and melodic loops), each described by the compiled `describeAudio`, then for every sound the
 * share of its 10 nearest (Euclidean, one-shots among one-shots, loops among loops) of its own
 * family, against a baseline ranking by key and BPM alone. Also: how far a gain change moves a
 * vector, and what the descriptor costs. See README.md beside this file.
 *
 *   npm run build:services && npm run bench:similarity-quality -- [--per-family 16] [--loops 16] [--seed 34] [--keep]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { ownCpuSeconds } from '../lib/proc-cpu.mjs';
import { printTable } from '../lib/table.mjs';
import { LOOP_FAMILIES, makeLoopSet, makeOneShots, ONE_SHOT_FAMILIES } from './sounds.mjs';

const run = promisify(execFile);
const { values: options } = parseArgs({
  options: {
    'per-family': { type: 'string', default: '16' },
    loops: { type: 'string', default: '16' },
    seed: { type: 'string', default: '34' },
    keep: { type: 'boolean', default: false },
  },
});
const FFMPEG = process.env.MEDIA_FFMPEG_PATH || 'ffmpeg';
const NEIGHBOURS = 10;
const TARGET = 0.8;
/** The gain check: each sound again 12 dB quieter. */
const GAIN_DB = -12;

const analysisDir = new URL('../../services/media/dist/audio/analysis/', import.meta.url);
const { describeAudio, EssentiaAnalyzer, timbreDistance, TIMBRE_DIMENSIONS, TIMBRE_VERSION } = await import(
  new URL('index.js', analysisDir).href
).catch(() => {
  console.error('Compile antes: npm run build:services');
  process.exit(1);
});

const percent = (value) => `${(100 * value).toFixed(1)}%`;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The key and BPM ranking the platform had: same key first, then nearest BPM (none with none), then by name. */
function baselineOrder(query, others) {
  const gap = (a, b) => (a === null && b === null ? 0 : a === null || b === null ? Infinity : Math.abs(a - b));
  const sameKey = (other) => (query.key !== null && other.key === query.key ? 0 : 1);
  return [...others].sort(
    (a, b) => sameKey(a) - sameKey(b) || gap(query.bpm, a.bpm) - gap(query.bpm, b.bpm) || a.name.localeCompare(b.name),
  );
}

const timbreOrder = (query, others) =>
  others
    .map((other) => ({ other, distance: timbreDistance(query.timbre, other.timbre) }))
    .sort((a, b) => a.distance - b.distance || a.other.name.localeCompare(b.other.name))
    .map(({ other }) => other);

/** Per sound: the share of its NEIGHBOURS nearest (by `order`, within its group) that are of its family. */
function precision(sounds, order) {
  return sounds.map((query) => {
    const others = sounds.filter((other) => other !== query && other.group === query.group);
    const nearest = order(query, others).slice(0, NEIGHBOURS);
    return { query, share: nearest.filter((other) => other.family === query.family).length / nearest.length };
  });
}

/**
 * What measureTimbre alone costs on `samples` (the thread CPU of `rounds` runs, median), in a
 * thread of its own with essentia.js as media's thread loads it.
 */
async function timbreCpu(samples, rounds) {
  const resolve = createRequire(import.meta.url).resolve;
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const Essentia = require(workerData.core);
    const essentia = new Essentia(require(workerData.wasm));
    const { measureTimbre, TIMBRE_MEASURE } = require(workerData.measure);
    const samples = new Float32Array(workerData.samples);
    const cpu = () => { const t = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage(); return (t.user + t.system) / 1e6; };
    measureTimbre(essentia, samples, 22050, TIMBRE_MEASURE);
    const runs = [];
    for (let round = 0; round < workerData.rounds; round += 1) {
      const start = cpu();
      measureTimbre(essentia, samples, 22050, TIMBRE_MEASURE);
      runs.push(cpu() - start);
    }
    parentPort.postMessage(runs);
  `;
  const worker = new Worker(source, {
    eval: true,
    workerData: {
      core: resolve('essentia.js/dist/essentia.js-core.umd.js'),
      wasm: resolve('essentia.js/dist/essentia-wasm.umd.js'),
      measure: new URL('timbre/measure.js', analysisDir).pathname,
      samples: samples.buffer,
      rounds,
    },
  });
  const runs = await new Promise((resolveRuns, reject) => {
    worker.once('message', resolveRuns);
    worker.once('error', reject);
  });
  await worker.terminate();
  return median(runs);
}

/** The mono 22.05 kHz samples media analyses (ffmpeg as media's pipeline decodes them). */
async function decoded(path, seconds) {
  const { stdout } = await run(
    FFMPEG,
    [
      '-v',
      'error',
      '-t',
      String(seconds),
      '-i',
      path,
      '-af',
      'aresample=22050,aformat=sample_fmts=flt:channel_layouts=mono',
      '-f',
      'f32le',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
}

const dir = await mkdtemp(join(tmpdir(), 'sampleteca-similarity-bench-'));
const analyzer = new EssentiaAnalyzer();
try {
  const seed = Number(options.seed);
  const madeAt = performance.now();
  const oneShots = await makeOneShots(dir, Number(options['per-family']), seed);
  const loops = await makeLoopSet(dir, Number(options.loops), seed, { ffmpeg: FFMPEG, run });
  const made = [...oneShots, ...loops];
  console.log(
    `${oneShots.length} one-shots e ${loops.length} loops (semente ${seed}) feitos com sox em ${((performance.now() - madeAt) / 1000).toFixed(1)} s; Node ${process.version}`,
  );

  // Described as media describes a file it is sent: describeAudio, the compiled service's.
  await describeAudio(made[0].path, { analyzer, ffmpegPath: FFMPEG });
  const cpuAt = await ownCpuSeconds();
  const wallAt = performance.now();
  const sounds = [];
  for (const sound of made)
    sounds.push({ ...sound, ...(await describeAudio(sound.path, { analyzer, ffmpegPath: FFMPEG })) });
  const describeCpu = (await ownCpuSeconds()) - cpuAt;
  const describeWall = (performance.now() - wallAt) / 1000;
  const undescribed = sounds.filter((sound) => sound.timbre === null);
  if (undescribed.length) throw new Error(`sem descritor: ${undescribed.map((s) => s.name).join(', ')}`);
  const shapes = sounds.filter(
    (s) => s.timbre.version !== TIMBRE_VERSION || s.timbre.values.length !== TIMBRE_DIMENSIONS,
  );
  if (shapes.length) throw new Error(`descritores fora do formato: ${shapes.map((s) => s.name).join(', ')}`);
  const again = await describeAudio(sounds[0].path, { analyzer, ffmpegPath: FFMPEG });
  const deterministic = JSON.stringify(again.timbre) === JSON.stringify(sounds[0].timbre);
  console.log(
    `${sounds.length} descritos em ${describeWall.toFixed(1)} s (CPU ${describeCpu.toFixed(1)} s com ffmpeg, tom e BPM): ` +
      `${TIMBRE_DIMENSIONS} dimensões, versão ${TIMBRE_VERSION}; o mesmo arquivo duas vezes: ${deterministic ? 'o mesmo vetor' : 'VETORES DIFERENTES'}`,
  );

  const byTimbre = precision(sounds, timbreOrder);
  const byKeyAndBpm = precision(sounds, baselineOrder);
  const families = [...ONE_SHOT_FAMILIES, ...LOOP_FAMILIES];
  const share = (results, family) => mean(results.filter((r) => r.query.family === family).map((r) => r.share));
  console.log(`\nfamília própria entre os ${NEIGHBOURS} mais próximos (one-shots entre one-shots, loops entre loops):`);
  printTable(
    ['família', 'sons', 'timbre', 'tom + BPM', `meta ≥ ${percent(TARGET)}`],
    families.map((family) => {
      const count = sounds.filter((sound) => sound.family === family).length;
      const ours = share(byTimbre, family);
      return [family, String(count), percent(ours), percent(share(byKeyAndBpm, family)), ours >= TARGET ? '✓' : '✗'];
    }),
  );
  const overall = mean(byTimbre.map((r) => r.share));
  const worst = Math.min(...families.map((family) => share(byTimbre, family)));
  console.log(
    `no total: timbre ${percent(overall)} (pior família ${percent(worst)}), tom + BPM ${percent(mean(byKeyAndBpm.map((r) => r.share)))}`,
  );

  // Which family took the places a family lost.
  console.log('\nvizinhos de outras famílias, por família (timbre):');
  for (const family of families) {
    const strangers = {};
    for (const { query } of byTimbre.filter((r) => r.query.family === family)) {
      const others = sounds.filter((other) => other !== query && other.group === query.group);
      for (const other of timbreOrder(query, others).slice(0, NEIGHBOURS))
        if (other.family !== family) strangers[other.family] = (strangers[other.family] ?? 0) + 1;
    }
    const listed = Object.entries(strangers).sort((a, b) => b[1] - a[1]);
    console.log(`  ${family.padEnd(13)} ${listed.length ? listed.map(([name, n]) => `${name} ${n}`).join(', ') : '—'}`);
  }

  // A gain change: each sound GAIN_DB quieter, in 24 bits (the gain alone) and in 16 bits (the
  // quantisation noise then rises 12 dB against the sound), against the distance to its nearest relative.
  const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor(share * (values.length - 1))];
  console.log('\nmudança de ganho:');
  for (const codec of ['pcm_s24le', 'pcm_s16le']) {
    const moves = [];
    for (const sound of sounds) {
      const quieter = join(dir, `${sound.name}-quieter.wav`);
      await run(FFMPEG, ['-v', 'error', '-y', '-i', sound.path, '-af', `volume=${GAIN_DB}dB`, '-c:a', codec, quieter]);
      const { timbre } = await describeAudio(quieter, { analyzer, ffmpegPath: FFMPEG });
      const relatives = sounds.filter((other) => other !== sound && other.family === sound.family);
      const nearest = Math.min(...relatives.map((other) => timbreDistance(sound.timbre, other.timbre)));
      moves.push({ sound, ratio: timbreDistance(sound.timbre, timbre) / nearest });
    }
    const ratios = moves.map((move) => move.ratio);
    const worst = moves.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    console.log(
      `  ${GAIN_DB} dB (${codec.slice(-4, -2)} bits): o vetor anda, em parte da distância ao parente mais próximo, ` +
        `mediana ${percent(median(ratios))}, 90% ${percent(percentile(ratios, 0.9))}, pior ${percent(worst.ratio)} ` +
        `(${worst.sound.family} ${worst.sound.name}, ${worst.sound.detail})`,
    );
  }

  // Cost: the descriptor alone (its thread CPU), and the whole describeAudio of 10 s and 60 s files.
  const long = join(dir, 'long-60.wav');
  const short = join(dir, 'short-10.wav');
  const loop = loops.find((sound) => sound.family === 'melodic loop') ?? sounds[0];
  await run(FFMPEG, [
    '-v',
    'error',
    '-stream_loop',
    '-1',
    '-i',
    loop.path,
    '-t',
    '60',
    '-ac',
    '2',
    '-c:a',
    'pcm_s16le',
    long,
  ]);
  await run(FFMPEG, ['-v', 'error', '-i', long, '-t', '10', '-c:a', 'pcm_s16le', short]);
  console.log('\ncusto (um núcleo):');
  for (const [label, path, seconds] of [
    ['10 s', short, 10],
    ['60 s', long, 60],
  ]) {
    const timbre = await timbreCpu(await decoded(path, Math.min(seconds, 30)), 5);
    const at = await ownCpuSeconds();
    for (let round = 0; round < 3; round += 1) await describeAudio(path, { analyzer, ffmpegPath: FFMPEG });
    const whole = ((await ownCpuSeconds()) - at) / 3;
    console.log(
      `  ${label}: descritor de timbre ${(1000 * timbre).toFixed(0)} ms de CPU (só ele, 30 s no máximo); ` +
        `describeAudio inteiro ${(1000 * whole).toFixed(0)} ms de CPU (ffmpeg, BPM, tom e timbre)`,
    );
  }
} finally {
  await analyzer.close();
  if (options.keep) console.log(`arquivos mantidos em ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
