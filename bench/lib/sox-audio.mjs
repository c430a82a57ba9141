/**
 * Test music made with sox (the Debian package), shared by bench/audio and bench/analysis: notes
 * and drum hits as small mono files, placed at given times and mixed into a layer of an exact
 * length, layers mixed into a loop.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PITCHES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
/** Frequency of a MIDI note, as sox's synth reads it. */
export const frequency = (midi) => (440 * 2 ** ((midi - 69) / 12)).toFixed(2);
/** Pitch class (0 = C) of a key written as the spec does ('A#m', 'C'). */
export const tonicOf = (key) => PITCHES.indexOf(key.replace(/m$/, ''));
export const isMinor = (key) => key.endsWith('m');

/**
 * sox's global options: repeatable (noise and dither seeded the same every run, so files and
 * figures repeat) and quiet but for errors.
 */
export const SOX_GLOBAL = ['-R', '-V1'];

/** `sox(...args)` run in `dir`. */
export const soxIn =
  (dir) =>
  (...args) =>
    run('sox', [...SOX_GLOBAL, ...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });

/** A mono 16-bit 44.1 kHz sound from sox's synth: its length in seconds, then synth's arguments and effects. */
export const synth = (sox, file, seconds, ...rest) =>
  sox('-n', '-r', '44100', '-c', '1', '-b', '16', file, 'synth', Number(seconds).toFixed(4), ...rest);

/** bench/audio's kit: kick.wav (a 90→40 Hz sine drop), snare.wav (low-passed noise), hat.wav (high-passed noise). */
export async function basicDrumKit(sox) {
  await synth(sox, 'kick.wav', 0.15, 'sine', '90:40', 'fade', '0', '0.15', '0.12');
  await synth(sox, 'snare.wav', 0.12, 'whitenoise', 'lowpass', '5000', 'fade', '0', '0.12', '0.1', 'gain', '-6');
  await synth(sox, 'hat.wav', 0.04, 'whitenoise', 'highpass', '7000', 'fade', '0', '0.04', '0.035', 'gain', '-14');
}

/**
 * Sounds placed at times: `hits` is [file, seconds][]; the mix is exactly `seconds` long (a
 * tail past the end is cut) and normalised to -1 dBFS (sox -m divides each input by their number).
 */
export async function placeAt(sox, out, hits, seconds) {
  const inputs = hits.map(([file, at]) => `|sox ${SOX_GLOBAL.join(' ')} ${file} -p pad ${at.toFixed(5)}`);
  // sox -m wants two inputs at least: a silent one keeps a single hit a mix.
  if (inputs.length < 2)
    inputs.push(`|sox ${SOX_GLOBAL.join(' ')} -n -r 44100 -c 1 -b 16 -p trim 0 ${seconds.toFixed(5)}`);
  await sox('-m', ...inputs, out, 'pad', '0', '1', 'trim', '0', seconds.toFixed(5), 'gain', '-n', '-1');
}

/** Layers (files of one length) mixed at their volumes (`[file, volume][]`) into `out`, with sox's output options before it. */
export async function mixLayers(sox, out, layers, ...outputOptions) {
  const inputs = layers.flatMap(([file, volume]) => ['-v', String(volume), file]);
  if (layers.length === 1) await sox(...inputs, ...outputOptions, out);
  else await sox('-m', ...inputs, ...outputOptions, out);
}

/** Triad on `root` (MIDI) with its bass an octave below: minor or major. */
export const triad = (root, minor) => [root - 12, root, root + (minor ? 3 : 4), root + 7];
