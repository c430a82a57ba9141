import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { measureTimbre, TIMBRE_MEASURE } from './timbre/measure';

/** What essentia.js found; null where the audio gave no answer (silence, too short). */
export type TempoAndKey = {
  bpm: number | null;
  /** Essentia's spelling: tonic "A", "Bb", "C#"…; scale "major" | "minor"; strength 0..1. */
  key: { tonic: string; scale: string; strength: number } | null;
  /** Raw timbre features of the first 30 s (measureTimbre; timbreDescriptor normalises them). */
  timbre: number[] | null;
  /** Algorithms that threw (e.g. Percival on a fraction of a second), for the logs. */
  problems: string[];
};

/** Estimates tempo, key and timbre of mono float samples. */
export interface TempoKeyAnalyzer {
  analyze(samples: Float32Array, sampleRate: number): Promise<TempoAndKey>;
  close(): Promise<void>;
}

/**
 * The essentia.js calls, run in a worker thread (this is its source). Essentia's WASM build
 * blocks while it computes and installs process-wide error handlers when loaded, so it lives
 * in its own thread: the event loop (HTTP, BullMQ lock renewals) keeps running, and its heap,
 * which WASM never shrinks, goes away with the thread. Every vector is freed with .delete().
 *
 * PercivalBpmEstimator at 22.05 kHz: frames of 512 and hops of 64 samples (essentia's 1024/128
 * at 44.1 kHz, i.e. the same 23 ms / 2.9 ms), onset-strength frames 2048 / hops 128, 50–210 BPM.
 * KeyExtractor: 4096-sample frames and hops, 'bgate' profile, tuning estimated (averageDetuning),
 * on the audio followed by copies of its opening (see withOpening). The timbre features come from
 * the same samples (timbre/measure.ts, its source text copied in), so the audio is decoded once.
 */
const THREAD_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const EssentiaWASM = require(workerData.wasmPath);
const Essentia = require(workerData.corePath);
const essentia = new Essentia(EssentiaWASM);
const describe = (error) =>
  error instanceof Error ? error.message : 'exceção do essentia (' + String(error) + ')';

// A loop's first beats are mostly its tonic chord (loops are cut to start where the phrase
// does): the audio is followed by copies of its first two beats (half a bar, or a whole bar when
// Percival read half the tempo) lasting OPENING_WEIGHT of it, or of OPENING_WEIGHT_CAP_SECONDS
// for longer audio. Without this, a minor loop whose chords spend longer on the relative major,
// VI or VII (i–VI–III–VII) was read in that key.
const OPENING_WEIGHT = 0.5;
const OPENING_WEIGHT_CAP_SECONDS = 16;
function withOpening(samples, bpm, sampleRate) {
  if (bpm === null) return samples;
  const opening = Math.round((2 * 60 / bpm) * sampleRate);
  const wanted = OPENING_WEIGHT * Math.min(samples.length, OPENING_WEIGHT_CAP_SECONDS * sampleRate);
  const copies = Math.round(wanted / opening);
  if (opening <= 0 || opening > samples.length || copies < 1) return samples;
  const out = new Float32Array(samples.length + copies * opening);
  out.set(samples);
  for (let copy = 0; copy < copies; copy += 1) out.set(samples.subarray(0, opening), samples.length + copy * opening);
  return out;
}

const TIMBRE_MEASURE = ${JSON.stringify(TIMBRE_MEASURE)};
${measureTimbre.toString()}

parentPort.on('message', ({ id, buffer, length, sampleRate }) => {
  let vector;
  let keyVector;
  try {
    const samples = new Float32Array(buffer, 0, length);
    vector = essentia.arrayToVector(samples);
    const problems = [];
    let bpm = null;
    let key = null;
    try {
      const tempo = essentia.PercivalBpmEstimator(vector, 512, 2048, 64, 128, 210, 50, sampleRate);
      if (Number.isFinite(tempo.bpm) && tempo.bpm > 0) bpm = tempo.bpm;
    } catch (error) {
      problems.push('PercivalBpmEstimator: ' + describe(error));
    }
    try {
      const keyed = withOpening(samples, bpm, sampleRate);
      keyVector = keyed === samples ? vector : essentia.arrayToVector(keyed);
      const found = essentia.KeyExtractor(keyVector, true, 4096, 4096, 12, 3500, 60, 25, 0.2, 'bgate', sampleRate);
      if (Number.isFinite(found.strength) && found.strength >= 0) {
        key = { tonic: found.key, scale: found.scale, strength: found.strength };
      }
    } catch (error) {
      problems.push('KeyExtractor: ' + describe(error));
    }
    let timbre = null;
    try {
      timbre = measureTimbre(essentia, samples, sampleRate, TIMBRE_MEASURE);
    } catch (error) {
      problems.push('timbre: ' + describe(error));
    }
    parentPort.postMessage({ id, ok: true, result: { bpm, key, timbre, problems } });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: describe(error) });
  } finally {
    if (keyVector && keyVector !== vector) keyVector.delete();
    if (vector) vector.delete();
  }
});
parentPort.postMessage({ ready: true });
`;

type Reply = { id: number; ok: true; result: TempoAndKey } | { id: number; ok: false; error: string };
type Pending = { resolve: (result: TempoAndKey) => void; reject: (error: Error) => void };

/**
 * Where essentia.js lives. Compiled services are CommonJS (`require` resolves from this file);
 * under jest's ESM mode there is no `require`, and the working directory is the repository's.
 */
function essentiaPaths(): { wasmPath: string; corePath: string } {
  const resolver = typeof require === 'function' ? require : createRequire(join(process.cwd(), 'package.json'));
  return {
    wasmPath: resolver.resolve('essentia.js/dist/essentia-wasm.umd.js'),
    corePath: resolver.resolve('essentia.js/dist/essentia.js-core.umd.js'),
  };
}

/**
 * essentia.js in one worker thread, started on first use (~0.1 s) and stopped after `idleMs`
 * without work, which hands its memory back. Requests queue in the thread, one at a time.
 */
export class EssentiaAnalyzer implements TempoKeyAnalyzer {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: { idleMs?: number } = {}) {}

  async analyze(samples: Float32Array, sampleRate: number): Promise<TempoAndKey> {
    clearTimeout(this.idleTimer);
    const worker = await this.start();
    const id = this.nextId++;
    const reply = new Promise<TempoAndKey>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Work in flight keeps the process alive; an idle thread does not.
    worker.ref();
    // The samples move to the thread (no copy); the caller must not use them afterwards.
    const buffer = samples.byteOffset === 0 ? samples.buffer : samples.slice().buffer;
    worker.postMessage({ id, buffer, length: samples.length, sampleRate }, [buffer as ArrayBuffer]);
    try {
      return await reply;
    } finally {
      if (this.pending.size === 0) this.worker?.unref();
      this.scheduleIdleStop();
    }
  }

  private start(): Promise<Worker> {
    if (this.worker && this.ready) {
      const worker = this.worker;
      return this.ready.then(() => worker);
    }
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: essentiaPaths() });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`a thread do essentia terminou ao iniciar (código ${code})`)));
    });
    // Keep the rejection observed until someone awaits it.
    this.ready.catch(() => undefined);
    worker.on('message', (message: Reply | { ready: true }) => {
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new Error(`essentia: ${message.error}`));
    });
    worker.on('error', (error) => this.failAll(worker, error));
    worker.on('exit', (code) => this.failAll(worker, new Error(`a thread do essentia terminou (código ${code})`)));
    return this.ready.then(() => worker);
  }

  /** A thread that crashed (e.g. WASM out of memory) fails its requests; the next one starts anew. */
  private failAll(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private scheduleIdleStop(): void {
    clearTimeout(this.idleTimer);
    if (this.pending.size > 0 || !this.worker) return;
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) void this.close();
    }, this.options.idleMs ?? 60_000);
    this.idleTimer.unref();
  }

  /** Stops the thread now; requests still waiting are rejected. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    this.ready = undefined;
    for (const waiting of this.pending.values()) waiting.reject(new Error('o analisador foi encerrado'));
    this.pending.clear();
    await worker.terminate();
  }
}
