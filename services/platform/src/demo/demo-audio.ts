/**
 * The demo's audio, synthesized by ffmpeg (aevalsrc expressions and filters): drum loops at
 * their BPM, an 808 and chords in their key, lead lines and a sung-vowel "acapela". Every
 * sound is deterministic (seeded), so two machines publish the same demo.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MusicalKey } from '@sampleteca/contracts';
import { frequencyOf, Scale, seededRandom } from './music-theory';

const run = promisify(execFile);
const RATE = 44100;

/** Where the kick, snare and hats fall in a bar of sixteen steps. */
export type Groove = 'house' | 'boombap' | 'trap' | 'funk' | 'lofi';
export type OneShot = 'kick' | 'snare' | 'clap' | '808' | 'stab' | 'riser';

export type Recipe =
  | { kind: 'beat'; groove: Groove; bars: number }
  | { kind: 'drums'; groove: Groove; bars: number }
  | { kind: 'melody'; bars: number; voice: 'pluck' | 'keys' | 'bell' }
  | { kind: 'chords'; bars: number }
  | { kind: 'vocal'; bars: number; octave: 3 | 4 }
  | { kind: 'one-shot'; sound: OneShot };

const GROOVES: Record<Groove, { kick: number[]; snare: number[]; hats: 'eighths' | 'sixteenths' | 'offbeats' }> = {
  house: { kick: [0, 4, 8, 12], snare: [4, 12], hats: 'offbeats' },
  boombap: { kick: [0, 7, 10], snare: [4, 12], hats: 'eighths' },
  trap: { kick: [0, 6, 11], snare: [8], hats: 'sixteenths' },
  funk: { kick: [0, 3, 6, 10], snare: [4, 12, 14], hats: 'eighths' },
  lofi: { kick: [0, 9], snare: [4, 12], hats: 'eighths' },
};

// Voices, as functions of X: seconds since the hit.
const KICK = 'sin(2*PI*(48*X+9*(1-exp(-X*30))))*exp(-X*8)';
const SNARE = '((random(0)-0.5)*1.3*exp(-X*20)+0.35*sin(2*PI*190*X)*exp(-X*30))';
const CLAP = '(random(0)-0.5)*1.5*exp(-X*14)*(0.55+0.45*cos(2*PI*110*X))';
const HAT = '(random(1)-0.5)*exp(-X*75)';

/** A voice struck at each `offset` of every `period` seconds: X counts from the latest hit. */
function struck(voice: string, offsets: number[], period: number, gain: number): string {
  const hits = offsets.map((offset) =>
    voice.replaceAll('X', `mod(t+${(period - offset).toFixed(4)},${period.toFixed(4)})`),
  );
  return `${gain}*(${hits.join('+')})`;
}

/** A tone held from `start` for `length` seconds, with a short attack and a decay. */
function note(hz: number, start: number, length: number, timbre: string, decay: number): string {
  const x = `(t-${start.toFixed(4)})`;
  const body = timbre.replaceAll('F', hz.toFixed(2)).replaceAll('X', x);
  // if() evaluates the tone only inside its window: a long song costs one note per sample, not all of them.
  return `if(between(t,${start.toFixed(4)},${(start + length).toFixed(4)}),${body}*(1-exp(-${x}*60))*exp(-${x}*${decay}),0)`;
}

const TIMBRES = {
  bass: 'tanh(2.2*sin(2*PI*F*X))',
  pad: '(sin(2*PI*F*X)+0.4*sin(2*PI*2.003*F*X)+0.2*sin(2*PI*3.01*F*X))',
  pluck: '(sin(2*PI*F*X)+0.5*sin(4*PI*F*X)+0.25*sin(6*PI*F*X))',
  keys: '(sin(2*PI*F*X)+0.3*sin(4*PI*F*X)*exp(-X*3))',
  bell: '(sin(2*PI*F*X)+0.6*sin(2*PI*2.76*F*X)*exp(-X*2)+0.3*sin(2*PI*5.4*F*X)*exp(-X*4))',
  // A bright, slightly vibrating tone the formant filters shape into an "ah".
  voice: '(2*mod(F*(X+0.0025*sin(2*PI*5.5*X)),1)-1)',
} as const;

interface Voice {
  expression: string;
  filters?: string;
}

class Arrangement {
  readonly beat: number;
  readonly bar: number;
  readonly scale: Scale;
  readonly random: () => number;

  constructor(bpm: number, key: MusicalKey, seed: number) {
    this.beat = 60 / bpm;
    this.bar = 4 * this.beat;
    this.scale = new Scale(key);
    this.random = seededRandom(seed);
  }

  drums(groove: Groove): Voice[] {
    const { kick, snare, hats } = GROOVES[groove];
    const step = this.bar / 16;
    // Evenly spaced, so one strike per period (period in steps, offset in steps).
    const [hatPeriod, hatOffset] = { eighths: [2, 0], sixteenths: [1, 0], offbeats: [4, 2] }[hats];
    const snareVoice = groove === 'trap' || groove === 'house' ? CLAP : SNARE;
    return [
      {
        expression: struck(
          KICK,
          kick.map((at) => at * step),
          this.bar,
          0.9,
        ),
      },
      {
        expression: struck(
          snareVoice,
          snare.map((at) => at * step),
          this.bar,
          0.55,
        ),
        filters: 'highpass=f=180',
      },
      { expression: struck(HAT, [hatOffset * step], hatPeriod * step, 0.35), filters: 'highpass=f=6500' },
    ];
  }

  /** An 808 on the chord's root, on the kick's first hit of each bar and halfway through. */
  bass(bars: number): Voice {
    const notes = this.eachBar(bars, (start, degree) => {
      const hz = frequencyOf(this.scale.note(degree, 1));
      return [
        note(hz, start, this.bar / 2, TIMBRES.bass, 1.6),
        note(hz, start + this.bar / 2, this.bar / 2, TIMBRES.bass, 1.6),
      ];
    });
    return { expression: `0.55*(${notes.join('+')})`, filters: 'lowpass=f=400' };
  }

  chords(bars: number, gain = 0.16): Voice {
    const notes = this.eachBar(bars, (start, degree) =>
      this.scale.triad(degree, 3).map((midi) => note(frequencyOf(midi), start, this.bar, TIMBRES.pad, 0.5)),
    );
    return { expression: `${gain}*(${notes.join('+')})`, filters: 'lowpass=f=2500' };
  }

  /** A lead line on eighth notes: chord tones on the beat, steps of the scale between, some rests. */
  lead(bars: number, timbre: keyof typeof TIMBRES, octave: number, decay: number): Voice {
    const notes = this.eachBar(bars, (start, degree) => {
      const line: string[] = [];
      let current = degree + 7;
      for (let eighth = 0; eighth < 8; eighth += 1) {
        if (eighth % 2 === 1 && this.random() < 0.35) continue;
        current =
          eighth % 2 === 0
            ? degree + [0, 2, 4, 7][Math.floor(this.random() * 4)]
            : current + (this.random() < 0.5 ? 1 : -1);
        const hz = frequencyOf(this.scale.note(current, octave));
        line.push(note(hz, start + (eighth * this.beat) / 2, this.beat / 2, TIMBRES[timbre], decay));
      }
      return line;
    });
    return { expression: `0.22*(${notes.join('+')})` };
  }

  /** Long sung notes (two per bar) through the formants of an open "ah". */
  vocal(bars: number, octave: number): Voice[] {
    const notes = this.eachBar(bars, (start, degree) =>
      [0, 1].map((half) => {
        const hz = frequencyOf(this.scale.note(degree + [0, 2, 4][Math.floor(this.random() * 3)], octave));
        return note(hz, start + (half * this.bar) / 2, this.bar / 2 - 0.05, TIMBRES.voice, 0.8);
      }),
    );
    const source = `0.5*(${notes.join('+')})`;
    return [
      { expression: source, filters: 'bandpass=f=750:width_type=h:w=120' },
      { expression: source, filters: 'bandpass=f=1150:width_type=h:w=140,volume=0.7' },
      { expression: source, filters: 'bandpass=f=2800:width_type=h:w=250,volume=0.35' },
    ];
  }

  private eachBar(bars: number, make: (start: number, degree: number) => string[]): string[] {
    const loop = this.scale.loop;
    return Array.from({ length: bars }, (_, bar) => make(bar * this.bar, loop[bar % loop.length])).flat();
  }
}

function oneShot(sound: OneShot, key: MusicalKey): { voices: Voice[]; seconds: number } {
  const scale = new Scale(key);
  const at = (voice: string) => voice.replaceAll('X', 't');
  switch (sound) {
    case 'kick':
      return { voices: [{ expression: `0.95*${at(KICK)}` }], seconds: 1 };
    case 'snare':
      return { voices: [{ expression: `0.8*${at(SNARE)}`, filters: 'highpass=f=180' }], seconds: 0.8 };
    case 'clap':
      return {
        voices: [{ expression: `0.8*${at(CLAP)}`, filters: 'bandpass=f=1500:width_type=h:w=1800' }],
        seconds: 0.8,
      };
    case '808': {
      const tone = at(TIMBRES.bass.replaceAll('F', frequencyOf(scale.note(0, 1)).toFixed(2)));
      return { voices: [{ expression: `0.8*${tone}*exp(-t*1.6)`, filters: 'lowpass=f=400' }], seconds: 2.5 };
    }
    case 'stab':
      return {
        voices: [
          {
            expression: `0.25*(${scale
              .triad(0, 4)
              .map((midi) => at(TIMBRES.pluck.replaceAll('F', frequencyOf(midi).toFixed(2))))
              .join('+')})*exp(-t*3)`,
          },
        ],
        seconds: 1.5,
      };
    case 'riser':
      return {
        voices: [
          { expression: '0.3*(random(0)-0.5)*t/4', filters: 'highpass=f=2000' },
          { expression: `0.3*sin(2*PI*(${frequencyOf(scale.note(0, 3)).toFixed(2)}*t+60*t*t))*t/4` },
        ],
        seconds: 4,
      };
  }
}

function voicesOf(recipe: Recipe, key: MusicalKey, bpm: number, seed: number): { voices: Voice[]; seconds: number } {
  if (recipe.kind === 'one-shot') return oneShot(recipe.sound, key);
  const song = new Arrangement(bpm, key, seed);
  const seconds = recipe.bars * song.bar;
  switch (recipe.kind) {
    case 'beat':
      return { voices: [...song.drums(recipe.groove), song.bass(recipe.bars), song.chords(recipe.bars, 0.1)], seconds };
    case 'drums':
      return { voices: song.drums(recipe.groove), seconds };
    case 'melody':
      return {
        voices: [
          song.chords(recipe.bars, 0.09),
          song.lead(recipe.bars, recipe.voice, 4, recipe.voice === 'bell' ? 2 : 6),
        ],
        seconds,
      };
    case 'chords':
      return { voices: [song.chords(recipe.bars)], seconds };
    case 'vocal':
      return { voices: song.vocal(recipe.bars, recipe.octave), seconds };
  }
}

// Output gain per kind, so that each comes out around -14 dB RMS, under the limiter.
const LOUDNESS: Record<Recipe['kind'], number> = {
  beat: 0.45,
  drums: 0.8,
  melody: 2.2,
  chords: 1.2,
  vocal: 4,
  'one-shot': 1,
};

/** Renders the recipe to a mono 44.1 kHz WAV at `path`. */
export async function renderAudio(
  path: string,
  sound: { recipe: Recipe; key: MusicalKey; bpm: number; seed: number },
): Promise<void> {
  const { voices, seconds } = voicesOf(sound.recipe, sound.key, sound.bpm, sound.seed);
  const duration = seconds.toFixed(3);
  const inputs = voices.map(
    (voice, index) =>
      `aevalsrc='${voice.expression}':s=${RATE}:d=${duration}${voice.filters ? `,${voice.filters}` : ''}[v${index}]`,
  );
  const room = sound.recipe.kind === 'vocal' || sound.recipe.kind === 'melody' ? ',aecho=0.8:0.5:60|120:0.25|0.15' : '';
  const mix = `${voices.map((_, index) => `[v${index}]`).join('')}amix=inputs=${voices.length}:normalize=0${room},volume=${LOUDNESS[sound.recipe.kind]},afade=t=out:st=${Math.max(0, seconds - 0.05).toFixed(3)}:d=0.05,alimiter=limit=0.9`;
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-filter_complex', [...inputs, mix].join(';'), '-ac', '1', path], {
    maxBuffer: 1024 * 1024,
  });
}
