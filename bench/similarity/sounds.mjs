/**
 * The sounds bench/similarity ranks, drawn from a seed and made with sox: one-shots of seven
 * families (kicks, snares, hats, bass notes, pads, plucks, vocal-like formant sweeps) and, with
 * bench/analysis's loop maker, drum loops and melodic loops. Every sound varies in pitch, length,
 * filter settings, peak level and carries a little noise of its own level, so a family is a kind
 * of sound, not a copy of one. Names say nothing (`s017.wav`, in a shuffled order).
 */
import { join } from 'node:path';
import { generator, pickFrom } from '../lib/draws.mjs';
import { frequency, SOX_GLOBAL, soxIn } from '../lib/sox-audio.mjs';
import { KINDS, makeLoops, planLoops } from '../analysis/loops.mjs';

const uniform = (random, low, high) => low + (high - low) * random();
const fixed = (value, decimals = 4) => Number(value).toFixed(decimals);
/** A drawn MIDI note in [low, high]. */
const note = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/** sox's output of a subprocess (`|sox <inputs> -p <effects>`), for mixing parts without files. */
const piped = (inputs, effects) => `|sox ${SOX_GLOBAL.join(' ')} ${inputs.join(' ')} -p ${effects.join(' ')}`;
/** synth's waveforms, one a channel (`remix -` after them mixes them into one), piped. */
const voices = (channels, seconds, ...rest) =>
  piped(['-n', '-r', '44100', '-c', String(channels), '-b', '16'], ['synth', fixed(seconds), ...rest]);
/** A mono 44.1 kHz part from synth, piped. */
const part = (seconds, ...rest) => voices(1, seconds, ...rest);

/**
 * What each one-shot family sounds like: its function draws from `random` a sound's length and
 * parts ([volume, piped sox]…, mixed into one file), varying pitch, length and filters widely.
 */
const FAMILIES = {
  kick: (random) => {
    const seconds = uniform(random, 0.15, 0.7);
    const drop = `${fixed(uniform(random, 90, 220), 1)}:${fixed(uniform(random, 35, 62), 1)}`;
    const drive = random() < 0.5 ? ['overdrive', fixed(uniform(random, 2, 12), 1)] : [];
    const body = part(seconds, 'sine', drop, ...drive, 'fade', 'l', '0', fixed(seconds), fixed(seconds * 0.95));
    const parts = [[1, body]];
    if (random() < 0.6) {
      const click = uniform(random, 0.004, 0.012);
      parts.push([
        uniform(random, 0.1, 0.4),
        part(
          click,
          'whitenoise',
          'lowpass',
          fixed(uniform(random, 2000, 6000), 0),
          'fade',
          '0',
          fixed(click),
          fixed(click),
        ),
      ]);
    }
    return { seconds, parts, detail: `${drop} Hz${drive.length ? ' drive' : ''}` };
  },
  snare: (random) => {
    const seconds = uniform(random, 0.12, 0.4);
    const body = uniform(random, 0.06, 0.12);
    const tone = fixed(uniform(random, 150, 280), 1);
    const noise =
      random() < 0.5
        ? ['lowpass', fixed(uniform(random, 3500, 8000), 0)]
        : ['bandpass', fixed(uniform(random, 1500, 4000), 0), fixed(uniform(random, 0.5, 1.5), 2) + 'q'];
    return {
      seconds,
      parts: [
        [
          uniform(random, 0.3, 0.8),
          part(
            body,
            pickFrom(random, ['sine', 'triangle']),
            `${tone}:${fixed(Number(tone) * 0.8, 1)}`,
            'fade',
            'l',
            '0',
            fixed(body),
            fixed(body),
          ),
        ],
        [1, part(seconds, 'whitenoise', ...noise, 'fade', 'l', '0', fixed(seconds), fixed(seconds * 0.97))],
      ],
      detail: `${tone} Hz + ${noise.join(' ')}`,
    };
  },
  hat: (random) => {
    const open = random() < 0.5;
    const seconds = open ? uniform(random, 0.2, 0.6) : uniform(random, 0.05, 0.12);
    const highpass = fixed(uniform(random, 5500, 9500), 0);
    const parts = [
      [1, part(seconds, 'whitenoise', 'highpass', highpass, 'fade', 'l', '0', fixed(seconds), fixed(seconds * 0.95))],
    ];
    // An 808's metal: square waves at inharmonic ratios, high-passed.
    if (random() < 0.5) {
      const base = uniform(random, 280, 420);
      const squares = [1, 1.48, 1.8, 2.55, 2.63, 3.9].map((ratio) => fixed(base * ratio, 1));
      parts.push([
        uniform(random, 0.3, 0.8),
        voices(
          6,
          seconds,
          ...squares.flatMap((hz) => ['square', hz]),
          'remix',
          '-',
          'highpass',
          highpass,
          'highpass',
          highpass,
          'fade',
          'l',
          '0',
          fixed(seconds),
          fixed(seconds * 0.95),
        ),
      ]);
    }
    return { seconds, parts, detail: `${open ? 'aberto' : 'fechado'} hp ${highpass}` };
  },
  bass: (random) => {
    const seconds = uniform(random, 0.4, 2);
    const midi = note(random, 28, 45);
    const wave = pickFrom(random, ['sine', 'square', 'sawtooth', 'triangle']);
    const lowpass = fixed(uniform(random, 150, 700), 0);
    const drive = random() < 0.3 ? ['overdrive', fixed(uniform(random, 2, 8), 1)] : [];
    const release = uniform(random, 0.05, 0.3);
    return {
      seconds,
      parts: [
        [
          1,
          part(
            seconds,
            wave,
            frequency(midi),
            ...drive,
            'lowpass',
            lowpass,
            'fade',
            fixed(uniform(random, 0.003, 0.02)),
            fixed(seconds),
            fixed(release),
          ),
        ],
      ],
      detail: `${wave} midi ${midi} lp ${lowpass}`,
    };
  },
  pad: (random) => {
    const seconds = uniform(random, 2, 5);
    const root = note(random, 48, 64);
    const chord = pickFrom(random, [
      [0, 7],
      [0, 4, 7],
      [0, 3, 7],
      [0, 7, 12],
      [0, 5, 10],
    ]);
    const wave = pickFrom(random, ['sawtooth', 'square', 'triangle']);
    const lowpass = fixed(uniform(random, 700, 2500), 0);
    const detune = uniform(random, 0.003, 0.008);
    const oscillators = chord.flatMap((step) => {
      const hz = Number(frequency(root + step));
      return [wave, fixed(hz * (1 - detune), 2), wave, fixed(hz * (1 + detune), 2)];
    });
    const attack = uniform(random, 0.3, 1.2);
    const space = random() < 0.5 ? ['reverb', fixed(uniform(random, 30, 80), 0)] : [];
    // sox refuses a fade-out that overlaps the fade-in.
    const release = Math.min(uniform(random, 0.5, 1.5), seconds - attack - 0.2);
    return {
      seconds,
      parts: [
        [
          1,
          voices(
            oscillators.length / 2,
            seconds,
            ...oscillators,
            'remix',
            '-',
            'lowpass',
            lowpass,
            ...space,
            'fade',
            'q',
            fixed(attack),
            fixed(seconds),
            fixed(release),
            'trim',
            '0',
            fixed(seconds),
          ),
        ],
      ],
      detail: `${wave} ${chord.join('/')} on ${root} lp ${lowpass}`,
    };
  },
  pluck: (random) => {
    const seconds = uniform(random, 0.3, 1.5);
    const midi = note(random, 52, 84);
    const plucked = random() < 0.5;
    const sound = plucked
      ? ['pluck', frequency(midi)]
      : [pickFrom(random, ['sawtooth', 'square']), frequency(midi), 'lowpass', fixed(uniform(random, 1500, 5000), 0)];
    return {
      seconds,
      parts: [
        [1, part(seconds, ...sound, 'fade', 'l', '0', fixed(seconds), fixed(seconds * uniform(random, 0.85, 0.98)))],
      ],
      detail: `${sound[0]} midi ${midi}`,
    };
  },
  vocal: (random) => {
    // A sawtooth through three band-passes at a vowel's formants, gliding from vowel to vowel
    // (each vowel's segment cross-fades into the next).
    const VOWELS = {
      a: [730, 1090, 2440],
      e: [530, 1840, 2480],
      i: [270, 2290, 3010],
      o: [570, 840, 2410],
      u: [300, 870, 2240],
    };
    const count = 2 + Math.floor(random() * 3);
    const vowels = Array.from({ length: count }, () => pickFrom(random, Object.keys(VOWELS)));
    const segment = uniform(random, 0.35, 0.8);
    const overlap = segment * 0.4;
    const seconds = count * (segment - overlap) + overlap;
    const hz = Number(frequency(note(random, 45, 62)));
    const shift = uniform(random, 0.9, 1.15);
    const parts = vowels.map((vowel, index) => {
      const start = index * (segment - overlap);
      const formants = VOWELS[vowel].map((formant) => fixed(formant * shift, 0));
      const glide = `${fixed(hz, 2)}:${fixed(hz * uniform(random, 0.97, 1.03), 2)}`;
      // The three formants in parallel, then the segment faded in and out and delayed to its place.
      const voiced = formants.map((formant, rank) =>
        part(
          segment,
          'sawtooth',
          glide,
          'bandpass',
          formant,
          `${fixed(6 + 2 * rank, 0)}q`,
          'vol',
          fixed([1, 0.6, 0.35][rank], 2),
        ),
      );
      return [
        1,
        piped(
          ['-m', ...voiced.map((v) => `"${v}"`)],
          ['fade', 'h', fixed(overlap), fixed(segment), fixed(overlap), 'pad', fixed(start)],
        ),
      ];
    });
    return { seconds, parts, detail: `${vowels.join('-')} ${fixed(hz, 0)} Hz` };
  },
};

export const ONE_SHOT_FAMILIES = Object.keys(FAMILIES);
export const LOOP_FAMILIES = ['drum loop', 'melodic loop'];

/** A neutral name for the sound at each position, in a shuffled order (names say nothing). */
function neutralNames(count, random) {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order.map((rank) => `s${String(rank).padStart(3, '0')}`);
}

/**
 * Makes `perFamily` one-shots of each family in `dir`: the parts mixed, peak-normalised, a noise
 * floor 50–66 dB under the peak added, then the whole set to a drawn peak level (−20…−1 dBFS).
 */
export async function makeOneShots(dir, perFamily, seed) {
  const random = generator(seed);
  const sox = soxIn(dir);
  const plans = ONE_SHOT_FAMILIES.flatMap((family) =>
    Array.from({ length: perFamily }, () => ({ family, ...FAMILIES[family](random) })),
  );
  const names = neutralNames(plans.length, random);
  const made = [];
  for (const [index, plan] of plans.entries()) {
    const name = names[index];
    const dry = `${name}-dry.wav`;
    const inputs =
      plan.parts.length > 1
        ? ['-m', ...plan.parts.flatMap(([volume, sound]) => ['-v', fixed(volume, 3), sound])]
        : ['-v', '1', plan.parts[0][1]];
    await sox(
      ...inputs,
      '-r',
      '44100',
      '-c',
      '1',
      '-b',
      '16',
      dry,
      'trim',
      '0',
      fixed(plan.seconds),
      'gain',
      '-n',
      '-1',
    );
    const noise = fixed(uniform(random, 0.0005, 0.003), 5);
    const peak = fixed(uniform(random, -20, -1), 1);
    await sox(
      '-m',
      '-v',
      '1',
      dry,
      '-v',
      '1',
      part(plan.seconds, 'whitenoise', 'vol', noise),
      `${name}.wav`,
      'gain',
      '-n',
      peak,
    );
    made.push({
      name,
      family: plan.family,
      group: 'one-shot',
      path: join(dir, `${name}.wav`),
      seconds: plan.seconds,
      detail: `${plan.detail}, pico ${peak} dB`,
    });
  }
  return made;
}

/** The drum patterns and melodic parts bench/analysis's loops use. */
const DRUM_PATTERNS = ['backbeat', 'rock', 'boombap', 'fourOnTheFloor', 'trap', 'halfTime'];
const MELODIC_KINDS = ['arpejo sem bateria', 'melodia sem bateria'];

/**
 * `perFamily` drum loops (drums alone: one of bench/analysis's six patterns, either kit) and as
 * many melodic loops (an arpeggio or a melody over chords, no drums), made by bench/analysis's
 * loop maker from its plans with the parts chosen here.
 */
export async function makeLoopSet(dir, perFamily, seed, { ffmpeg, run }) {
  const random = generator(seed + 1);
  const plans = planLoops(2 * perFamily, seed).map((plan, index) => {
    const drums = index < perFamily;
    const kind = drums ? null : pickFrom(random, MELODIC_KINDS);
    return {
      ...plan,
      name: `l${String(index).padStart(3, '0')}`,
      family: drums ? 'drum loop' : 'melodic loop',
      kind: kind ?? 'drums only',
      drums: drums ? pickFrom(random, DRUM_PATTERNS) : null,
      timbres: drums
        ? {}
        : Object.fromEntries(
            Object.entries(KINDS[kind].parts).map(([name, options]) => [name, pickFrom(random, options)]),
          ),
    };
  });
  const made = await makeLoops(dir, plans, { ffmpeg, run });
  return made.map((loop) => ({
    name: loop.name,
    family: loop.family,
    group: 'loop',
    path: loop.path,
    seconds: loop.seconds,
    bpm: loop.bpm,
    key: loop.key,
    detail: `${loop.drums ? `${loop.drums}/${loop.kit}` : Object.values(loop.timbres).join(' ')} ${loop.bpm} BPM ${loop.key}`,
  }));
}
