/**
 * The loops bench/analysis measures, drawn from a seed and made with sox: each has a known tempo
 * and key, a kind (which parts play: drums, bass, chords, arpeggio, melody) and timbres. Tempos
 * are spread evenly over 60–180 BPM, every one of the 24 keys comes up in turn, and names say
 * nothing (`a017.wav`), so what is measured is the audio alone.
 */
import { join } from 'node:path';
import { generator, KEYS, pickFrom } from '../lib/draws.mjs';
import { frequency, isMinor, mixLayers, placeAt, soxIn, synth, tonicOf } from '../lib/sox-audio.mjs';

// --- drums -----------------------------------------------------------------------------------

/** Two kits: 'a' is bench/audio's, 'b' an 808-like one (long sine kick, clap, thin hats). */
async function makeKits(sox) {
  await synth(sox, 'a-kick.wav', 0.15, 'sine', '90:40', 'fade', '0', '0.15', '0.12');
  await synth(sox, 'a-snare.wav', 0.12, 'whitenoise', 'lowpass', '5000', 'fade', '0', '0.12', '0.1', 'gain', '-6');
  await synth(sox, 'a-hat.wav', 0.04, 'whitenoise', 'highpass', '7000', 'fade', '0', '0.04', '0.035', 'gain', '-14');
  await synth(sox, 'a-open.wav', 0.2, 'whitenoise', 'highpass', '6000', 'fade', '0', '0.2', '0.18', 'gain', '-16');
  await synth(sox, 'b-kick.wav', 0.35, 'sine', '70:38', 'overdrive', '6', 'fade', '0', '0.35', '0.3');
  // A clap: three short bursts of band-passed noise.
  await synth(sox, 'b-burst.wav', 0.012, 'whitenoise', 'bandpass', '1400', '1.2q', 'gain', '-3');
  await synth(
    sox,
    'b-tail.wav',
    0.15,
    'whitenoise',
    'bandpass',
    '1400',
    '1.2q',
    'fade',
    '0',
    '0.15',
    '0.14',
    'gain',
    '-8',
  );
  await placeAt(
    sox,
    'b-snare.wav',
    [
      ['b-burst.wav', 0],
      ['b-burst.wav', 0.011],
      ['b-burst.wav', 0.022],
      ['b-tail.wav', 0.03],
    ],
    0.18,
  );
  await synth(sox, 'b-hat.wav', 0.03, 'whitenoise', 'highpass', '9000', 'fade', '0', '0.03', '0.028', 'gain', '-12');
  await synth(sox, 'b-open.wav', 0.25, 'whitenoise', 'highpass', '8000', 'fade', '0', '0.25', '0.22', 'gain', '-15');
}

const range = (from, to, step) => Array.from({ length: Math.round((to - from) / step) }, (_, i) => from + i * step);

/** One bar of each pattern: [sound, position in beats][]; hats 'hat', soft hats 'soft'. */
const PATTERNS = {
  backbeat: () => [
    ...[0, 2, 2.5].map((at) => ['kick', at]),
    ...[1, 3].map((at) => ['snare', at]),
    ...range(0, 4, 0.5).map((at) => ['hat', at]),
  ],
  rock: () => [
    ...[0, 1.5, 2].map((at) => ['kick', at]),
    ...[1, 3].map((at) => ['snare', at]),
    ...range(0, 3.5, 0.5).map((at) => ['hat', at]),
    ['open', 3.5],
  ],
  // Hats on 16ths, the off ones late (swing) and softer.
  boombap: (swing) => [
    ...[0, 0.75, 2.5].map((at) => ['kick', at]),
    ...[1, 3].map((at) => ['snare', at]),
    ...range(0, 4, 0.25).map((at) => (at % 0.5 === 0 ? ['hat', at] : ['soft', at - 0.25 + 0.5 * swing])),
  ],
  fourOnTheFloor: () => [
    ...[0, 1, 2, 3].map((at) => ['kick', at]),
    ...[1, 3].map((at) => ['snare', at]),
    ...[0.5, 1.5, 2.5, 3.5].map((at) => ['open', at]),
    ...range(0, 4, 0.25).map((at) => ['soft', at]),
  ],
  // Half-time feel (the snare on 3), hats on 16ths ending in a triplet roll.
  trap: () => [
    ...[0, 0.75, 2.5, 3.25].map((at) => ['kick', at]),
    ['snare', 2],
    ...range(0, 3, 0.25).map((at) => ['hat', at]),
    ...range(3, 4, 1 / 6).map((at) => ['soft', at]),
  ],
  // Half-time with plain eighth hats: at half the tempo this is a backbeat with 16ths.
  halfTime: () => [...[0, 1.5].map((at) => ['kick', at]), ['snare', 2], ...range(0, 4, 0.5).map((at) => ['hat', at])],
};

// --- harmony ---------------------------------------------------------------------------------

const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] };
/** Four bars, a chord each: [semitones above the tonic, minor?]. */
const PROGRESSIONS = {
  major: [
    [
      [0, false],
      [5, false],
      [7, false],
      [0, false],
    ], // I–IV–V–I
    [
      [0, false],
      [7, false],
      [9, true],
      [5, false],
    ], // I–V–vi–IV
    [
      [0, false],
      [9, true],
      [5, false],
      [7, false],
    ], // I–vi–IV–V
    [
      [0, false],
      [5, false],
      [0, false],
      [7, false],
    ], // I–IV–I–V
  ],
  minor: [
    [
      [0, true],
      [5, true],
      [7, false],
      [0, true],
    ], // i–iv–V–i
    [
      [0, true],
      [8, false],
      [3, false],
      [10, false],
    ], // i–VI–III–VII
    [
      [0, true],
      [5, true],
      [7, true],
      [0, true],
    ], // i–iv–v–i
    [
      [0, true],
      [10, false],
      [8, false],
      [10, false],
    ], // i–VII–VI–VII
  ],
};
const chordTones = ([offset, minor]) => [offset, offset + (minor ? 3 : 4), offset + 7];

/** sox's fade for a note of `d` seconds: in and out shortened to fit short notes. */
const fade = (fadeIn, d, fadeOut) => {
  const seconds = Number(d);
  return ['fade', Math.min(fadeIn, seconds * 0.2).toFixed(4), d, Math.min(fadeOut, seconds * 0.6).toFixed(4)];
};

/** Synth arguments of a note of each timbre: sox's `synth` waveform and effects, for frequency f and length d. */
const TIMBRES = {
  triangle: (f, d) => ['triangle', f, ...fade(0.05, d, 0.3)],
  saw: (f, d) => ['sawtooth', f, 'lowpass', '1800', ...fade(0.06, d, 0.3)],
  square: (f, d) => ['square', f, 'lowpass', '1200', ...fade(0.04, d, 0.2)],
  pluck: (f, d) => ['pluck', f, ...fade(0, d, d * 0.3)],
  keys: (f, d) => ['sine', f, 'tremolo', '5', '20', ...fade(0.005, d, d * 0.8)],
  lead: (f, d) => ['square', f, 'lowpass', '2500', ...fade(0.01, d, 0.05)],
  sawLead: (f, d) => ['sawtooth', f, 'lowpass', '3000', ...fade(0.01, d, 0.05)],
  sineBass: (f, d) => ['sine', f, ...fade(0.005, d, 0.04)],
  squareBass: (f, d) => ['square', f, 'lowpass', '500', ...fade(0.005, d, 0.04)],
  bass808: (f, d) => ['sine', f, 'overdrive', '8', ...fade(0, d, d * 0.6)],
};

/**
 * What plays in each kind of loop, and at which tempos it is drawn: drum patterns, the parts
 * (chords, bass, arpeggio, melody) with their timbres, and each part's volume in the mix.
 */
export const KINDS = {
  'bateria+baixo+acordes': {
    tempo: [60, 180],
    drums: ['backbeat', 'rock'],
    parts: { chords: ['triangle', 'saw', 'square', 'keys'], bass: ['sineBass', 'squareBass'] },
  },
  'house: 4/4 + arpejo pluck': {
    tempo: [110, 140],
    drums: ['fourOnTheFloor'],
    parts: { arp: ['pluck'], bass: ['squareBass'], chords: ['saw'] },
  },
  'trap: hats 16/tercinas + 808': {
    tempo: [130, 170],
    drums: ['trap'],
    parts: { bass: ['bass808'], melody: ['pluck', 'keys'] },
  },
  'meio tempo + pad': {
    tempo: [120, 180],
    drums: ['halfTime'],
    parts: { chords: ['saw', 'square'], bass: ['sineBass'] },
  },
  'boom bap com swing': {
    tempo: [70, 100],
    drums: ['boombap'],
    parts: { chords: ['keys', 'triangle'], bass: ['sineBass', 'squareBass'] },
  },
  'baixo e bateria': {
    tempo: [70, 180],
    drums: ['backbeat', 'rock', 'fourOnTheFloor'],
    parts: { walk: ['squareBass', 'sineBass'] },
  },
  'arpejo sem bateria': {
    tempo: [60, 180],
    drums: [],
    parts: { arp: ['pluck', 'square', 'saw'], chords: ['triangle'] },
  },
  'melodia sem bateria': {
    tempo: [60, 180],
    drums: [],
    parts: { melody: ['lead', 'sawLead', 'pluck'], chords: ['triangle', 'saw'] },
  },
};

const VOLUMES = { drums: 0.6, chords: 0.3, bass: 0.45, walk: 0.5, arp: 0.4, melody: 0.45 };

/**
 * The plan: `count` loops with tempos spread evenly over 60–180 (one per slice, at a drawn
 * point in it), keys taking the 24 in a shuffled order, a kind among those that play at that
 * tempo (the least used so far), timbres, progression and file type drawn from the seed.
 */
export function planLoops(count, seed) {
  const random = generator(seed);
  const shuffled = (list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const slices = shuffled(range(0, count, 1));
  const keys = [];
  while (keys.length < count) keys.push(...shuffled(KEYS));
  const used = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, 0]));
  return Array.from({ length: count }, (_, index) => {
    const bpm = Math.round(60 + (120 * (slices[index] + random())) / count);
    const fitting = Object.keys(KINDS).filter((kind) => bpm >= KINDS[kind].tempo[0] && bpm <= KINDS[kind].tempo[1]);
    const fewest = Math.min(...fitting.map((kind) => used[kind]));
    const kind = pickFrom(
      random,
      fitting.filter((name) => used[name] === fewest),
    );
    used[kind] += 1;
    const { drums, parts } = KINDS[kind];
    const key = keys[index];
    const barSeconds = (4 * 60) / bpm;
    return {
      name: `a${String(index).padStart(3, '0')}`,
      bpm,
      key,
      kind,
      drums: drums.length ? pickFrom(random, drums) : null,
      kit: pickFrom(random, ['a', 'b']),
      swing: 0.55 + 0.1 * random(),
      timbres: Object.fromEntries(Object.entries(parts).map(([part, options]) => [part, pickFrom(random, options)])),
      progression: pickFrom(random, PROGRESSIONS[isMinor(key) ? 'minor' : 'major']),
      // Four bars, or eight when they last at most 15 s.
      bars: 8 * barSeconds <= 15 && random() < 0.5 ? 8 : 4,
      // The chords' register: tonic from C3 up to B3.
      root: 48 + tonicOf(key),
      format: pickFrom(random, ['wav', 'wav', 'mp3']),
      melodySeed: Math.floor(random() * 2 ** 31),
    };
  });
}

/** A melody of eighths over the progression: chord tones on the beats, scale steps between, rests now and then; the last note the tonic. */
function melodyNotes(plan) {
  const random = generator(plan.melodySeed);
  const scale = SCALES[isMinor(plan.key) ? 'minor' : 'major'];
  const notes = [];
  let degree = 7; // the tonic an octave up, in scale steps from the tonic
  const pitchOf = (steps) => Math.floor(steps / 7) * 12 + scale[((steps % 7) + 7) % 7];
  for (const [bar, chord] of plan.progression.entries()) {
    const tones = chordTones(chord).map((tone) => tone % 12);
    for (let eighth = 0; eighth < 8; eighth += 1) {
      if (eighth % 2 === 1 && random() < 0.25) continue;
      if (eighth % 2 === 0) {
        // Nearest chord tone to where the line is.
        let best = degree;
        for (let shift = 0; shift <= 3; shift += 1) {
          const up = pitchOf(degree + shift) % 12;
          const down = pitchOf(degree - shift) % 12;
          if (tones.includes(up)) {
            best = degree + shift;
            break;
          }
          if (tones.includes(down)) {
            best = degree - shift;
            break;
          }
        }
        degree = best;
      } else degree += random() < 0.5 ? 1 : -1;
      degree = Math.max(3, Math.min(12, degree));
      const last = bar === 3 && eighth === 6;
      notes.push({ at: bar * 4 + eighth / 2, beats: last ? 2 : 0.5, pitch: last ? 12 : pitchOf(degree) });
      if (last) break;
    }
  }
  return notes;
}

/** The notes of a part over the four bars: { at (beats), beats (length), midi }. */
function partNotes(part, plan) {
  const notes = [];
  for (const [bar, chord] of plan.progression.entries()) {
    const [a, b, c] = chordTones(chord).map((tone) => plan.root + tone);
    const start = bar * 4;
    if (part === 'chords') for (const midi of [a, b, c]) notes.push({ at: start, beats: 4, midi });
    if (part === 'bass') {
      // Roots on the beats, an octave leap on the "and" of 4.
      for (let beat = 0; beat < 4; beat += 1) notes.push({ at: start + beat, beats: 0.9, midi: a - 24 });
      notes.push({ at: start + 3.5, beats: 0.45, midi: a - 12 });
    }
    if (part === 'walk') {
      // A bass line that spells the chord: root, third, fifth, third, in eighths.
      const line = [a, a, b, a, c, b, a + 12, c];
      line.forEach((midi, eighth) => notes.push({ at: start + eighth / 2, beats: 0.45, midi: midi - 24 }));
    }
    if (part === 'arp') {
      const step = plan.bpm > 120 ? 0.5 : 0.25;
      const tones = [a, b, c, a + 12];
      range(0, 4, step).forEach((at, index) =>
        notes.push({ at: start + at, beats: step, midi: tones[index % 4] + 12 }),
      );
    }
  }
  if (part === 'melody') {
    for (const note of melodyNotes(plan)) notes.push({ at: note.at, beats: note.beats, midi: plan.root + note.pitch });
  }
  return notes;
}

/** Makes the loop of `plan` in `dir` (the kits already there); answers its path. */
async function makeLoop(sox, dir, plan) {
  const beat = 60 / plan.bpm;
  const segment = 16 * beat;
  const layers = [];
  const cache = new Map();
  const noteFile = async (timbre, midi, seconds) => {
    const file = `${plan.name}-${timbre}-${midi}-${Math.round(seconds * 1000)}.wav`;
    if (!cache.has(file)) {
      cache.set(file, true);
      await synth(sox, file, seconds, ...TIMBRES[timbre](frequency(midi), seconds.toFixed(4)));
    }
    return file;
  };
  if (plan.drums) {
    const bar = PATTERNS[plan.drums](plan.swing);
    const hits = [];
    for (let index = 0; index < 4; index += 1) {
      for (const [sound, at] of bar) {
        const file = sound === 'soft' ? `${plan.kit}-hat.wav` : `${plan.kit}-${sound}.wav`;
        hits.push([file, (index * 4 + at) * beat]);
      }
    }
    await placeAt(sox, `${plan.name}-drums.wav`, hits, segment);
    layers.push([`${plan.name}-drums.wav`, VOLUMES.drums]);
  }
  for (const [part, timbre] of Object.entries(plan.timbres)) {
    const hits = [];
    for (const note of partNotes(part, plan))
      hits.push([await noteFile(timbre, note.midi, note.beats * beat), note.at * beat]);
    await placeAt(sox, `${plan.name}-${part}.wav`, hits, segment);
    layers.push([`${plan.name}-${part}.wav`, VOLUMES[part]]);
  }
  const wav = `${plan.name}.wav`;
  await mixLayers(sox, `${plan.name}-segment.wav`, layers);
  // Stereo, 44.1 kHz, 16 bits, the four bars once or twice.
  await sox(`${plan.name}-segment.wav`, '-c', '2', wav, 'repeat', String(plan.bars / 4 - 1), 'gain', '-n', '-1');
  return join(dir, wav);
}

/** Makes every planned loop in `dir`; MP3s are encoded at 192 kbps with ffmpeg. */
export async function makeLoops(dir, plans, { ffmpeg, run }) {
  const sox = soxIn(dir);
  await makeKits(sox);
  const made = [];
  for (const plan of plans) {
    let path = await makeLoop(sox, dir, plan);
    if (plan.format === 'mp3') {
      const mp3 = path.replace(/\.wav$/, '.mp3');
      await run(ffmpeg, ['-v', 'error', '-y', '-i', path, '-b:a', '192k', mp3]);
      path = mp3;
    }
    made.push({ ...plan, path, seconds: plan.bars * 4 * (60 / plan.bpm) });
  }
  return made;
}
