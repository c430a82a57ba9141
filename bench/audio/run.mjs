#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Audio processing throughput: seconds of audio the whole media pipeline (decode, peaks,
 * loudness, tempo, key, MP3 preview) gets through per second, on one core, against ffmpeg's
 * plain decode of the same files. See README.md beside this file.
 *
 *   npm run build:services && npm run bench:audio -- [--files 10] [--seconds 30] [--mp3 [--kbps 192]] [--all-cores]
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  basicDrumKit,
  frequency,
  isMinor,
  mixLayers,
  placeAt,
  SOX_GLOBAL,
  soxIn,
  tonicOf,
  triad,
} from '../lib/sox-audio.mjs';
import { ownCpuSeconds } from '../lib/proc-cpu.mjs';

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const FILES = option('files', 10);
const SECONDS = option('seconds', 30);
const AS_MP3 = args.includes('--mp3');
// MP3s up to 192 kbps are their own preview; above, the pipeline encodes one as for WAV.
const MP3_KBPS = option('kbps', 192);
const KEEP = args.includes('--keep');
const FFMPEG = process.env.MEDIA_FFMPEG_PATH || 'ffmpeg';

// One core unless told otherwise: re-run pinned to CPU 0 (ffmpeg children inherit the pinning).
if (!args.includes('--all-cores') && !process.env.AUDIO_BENCH_PINNED && availableParallelism() > 1) {
  const pinned = spawnSync('taskset', ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, AUDIO_BENCH_PINNED: '1' },
  });
  if (!pinned.error) process.exit(pinned.status ?? 1);
  console.log('(taskset indisponível: medindo sem fixar a um núcleo)');
}

const { analyzeAudio, EssentiaAnalyzer } = await import('../../services/media/dist/audio/analysis/index.js').catch(
  () => {
    console.error('Compile antes: npm run build:services');
    process.exit(1);
  },
);

// --- test material, made with sox ---------------------------------------------------------

/** Tempo and key of each file: a drum loop over i–iv–V–i (minor) or I–IV–V–I (major). */
const PLAN = [
  { bpm: 120, key: 'Am' },
  { bpm: 95, key: 'C' },
  { bpm: 140, key: 'F#m' },
  { bpm: 70, key: 'D#' },
  { bpm: 128, key: 'Em' },
  { bpm: 88, key: 'G' },
  { bpm: 174, key: 'Bm' },
  { bpm: 100, key: 'A#' },
  { bpm: 76, key: 'Dm' },
  { bpm: 150, key: 'E' },
];

async function makeFiles(dir) {
  const sox = soxIn(dir);
  await basicDrumKit(sox);
  const files = [];
  for (let index = 0; index < FILES; index += 1) {
    const { bpm, key } = PLAN[index % PLAN.length];
    const name = `f${index}`;
    const beat = 60 / bpm;
    // One bar: kick on 1, 3 and the "and" of 3, snare on 2 and 4, hats on every eighth.
    const hits = [];
    for (let step = 0; step < 8; step += 1) hits.push(['hat.wav', step * beat * 0.5]);
    hits.push(
      ['kick.wav', 0],
      ['kick.wav', 2 * beat],
      ['kick.wav', 2.5 * beat],
      ['snare.wav', beat],
      ['snare.wav', 3 * beat],
    );
    await placeAt(sox, `${name}-bar.wav`, hits, 4 * beat);
    const bars = Math.ceil(SECONDS / (4 * beat));
    await sox(`${name}-bar.wav`, `${name}-drums.wav`, 'repeat', String(bars), 'trim', '0', String(SECONDS));

    const minor = isMinor(key);
    const root = 48 + tonicOf(key);
    const progression = minor
      ? [triad(root, true), triad(root + 5, true), triad(root + 7, false), triad(root, true)]
      : [triad(root, false), triad(root + 5, false), triad(root + 7, false), triad(root, false)];
    const chordSeconds = SECONDS / 4;
    const chords = [];
    for (const [position, notes] of progression.entries()) {
      const chord = `${name}-c${position}.wav`;
      await sox(
        '-m',
        ...notes.map(
          (midi) =>
            `|sox ${SOX_GLOBAL.join(' ')} -n -r 44100 -c 1 -b 16 -p synth ${chordSeconds} triangle ${frequency(midi)} fade 0.05 ${chordSeconds} 0.3 gain -12`,
        ),
        chord,
      );
      chords.push(chord);
    }
    await sox(...chords, `${name}-chords.wav`, 'gain', '-n', '-1');
    const wav = `${name}.wav`;
    await mixLayers(
      sox,
      wav,
      [
        [`${name}-drums.wav`, 0.6],
        [`${name}-chords.wav`, 0.35],
      ],
      '-c',
      '2',
    );
    let path = join(dir, wav);
    if (AS_MP3) {
      await run(FFMPEG, ['-v', 'error', '-y', '-i', path, '-b:a', `${MP3_KBPS}k`, join(dir, `${name}.mp3`)]);
      path = join(dir, `${name}.mp3`);
    }
    files.push({ path, bpm, key });
  }
  return files;
}

// --- measuring ---------------------------------------------------------------------------

async function measure(label, files, work) {
  const wallStart = performance.now();
  const cpuStart = await ownCpuSeconds();
  const results = [];
  for (const file of files) results.push(await work(file));
  const wall = (performance.now() - wallStart) / 1000;
  const cpu = (await ownCpuSeconds()) - cpuStart;
  return { label, wall, cpu, results };
}

const dir = await mkdtemp(join(tmpdir(), 'sampleteca-audio-bench-'));
try {
  const madeAt = performance.now();
  const files = await makeFiles(dir);
  console.log(
    `${files.length} arquivos de ${SECONDS} s (${AS_MP3 ? `MP3 ${MP3_KBPS} kbps` : 'WAV 16 bits'}, estéreo, 44,1 kHz) feitos com sox em ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );
  console.log(`núcleos disponíveis para o processo: ${availableParallelism()}; Node ${process.version}`);
  const audioSeconds = files.length * SECONDS;
  const analyzer = new EssentiaAnalyzer();
  const preview = join(dir, 'preview.mp3');
  // Warm-up (starts the essentia thread, ~0.1 s once per worker): not counted.
  await analyzeAudio(files[0].path, { previewPath: preview, analyzer, ffmpegPath: FFMPEG });

  const pipeline = await measure('pipeline completo', files, (file) =>
    analyzeAudio(file.path, { previewPath: preview, analyzer, ffmpegPath: FFMPEG }),
  );
  // The same without essentia, to see where the time goes.
  const noTempoKey = {
    analyze: async () => ({ bpm: null, key: null, timbre: null, problems: [] }),
    close: async () => undefined,
  };
  const withoutEssentia = await measure('  sem BPM, tom e timbre', files, (file) =>
    analyzeAudio(file.path, { previewPath: preview, analyzer: noTempoKey, ffmpegPath: FFMPEG }),
  );
  const decode = await measure('ffmpeg: só decodificar', files, (file) =>
    run(FFMPEG, ['-v', 'error', '-nostdin', '-threads', '1', '-i', file.path, '-f', 'null', '-']),
  );
  await analyzer.close();

  console.log('\narquivo  BPM real → achado (faixa, confiança)   tom real → achado (força)');
  let tempoHits = 0;
  let keyHits = 0;
  for (const [index, file] of files.entries()) {
    const found = pipeline.results[index];
    const tempoOk = found.bpm !== null && Math.abs(found.bpm - file.bpm) <= 2;
    const keyOk = found.key === file.key;
    tempoHits += tempoOk ? 1 : 0;
    keyHits += keyOk ? 1 : 0;
    console.log(
      `f${index}.${AS_MP3 ? 'mp3' : 'wav'}   ${String(file.bpm).padStart(3)} → ${String(found.bpm).padEnd(5)} (${found.bpmRange}, ${found.bpmConfidence}) ${tempoOk ? 'ok' : '✗ '}` +
        `   ${file.key.padEnd(3)} → ${String(found.key).padEnd(3)} (${found.keyStrength}) ${keyOk ? 'ok' : '✗'}` +
        `   ${found.durationSeconds} s, ${found.loudness.integrated} LUFS`,
    );
  }
  console.log(`acertos: BPM ±2 ${tempoHits}/${files.length}, tom ${keyHits}/${files.length}`);

  const speed = ({ wall, cpu }) => ({ wall: audioSeconds / wall, cpu: audioSeconds / cpu });
  const whole = speed(pipeline);
  const plain = speed(decode);
  console.log(`\n${audioSeconds} s de áudio, um arquivo por vez:`);
  for (const [{ label, wall, cpu }, rate] of [
    [pipeline, whole],
    [withoutEssentia, speed(withoutEssentia)],
    [decode, plain],
  ]) {
    console.log(
      `  ${label.padEnd(24)} ${wall.toFixed(2).padStart(6)} s de relógio = ${rate.wall.toFixed(1).padStart(6)}× tempo real;` +
        ` ${cpu.toFixed(2).padStart(6)} s de CPU = ${rate.cpu.toFixed(1).padStart(6)}× tempo real por núcleo`,
    );
  }
  console.log(
    `  razão decodificar/pipeline: ${(plain.wall / whole.wall).toFixed(1)}× (relógio), ${(plain.cpu / whole.cpu).toFixed(1)}× (CPU)`,
  );
  console.log(`  meta ≥ 30× tempo real por núcleo: ${whole.cpu >= 30 ? 'atingida' : 'NÃO atingida'}`);
} finally {
  if (KEEP) console.log(`arquivos mantidos em ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
