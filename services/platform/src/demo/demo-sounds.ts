/**
 * What the demo catalogue publishes: 64 sounds by five producers, in ten drum kits over seven
 * categories, of all four types and in 21 keys, each its own synthesized audio and cover.
 */
import { bpmRangeOf, type BpmRange, type MusicalKey, type SoundType } from '@sampleteca/contracts';
import type { Groove, OneShot, Recipe } from './demo-audio';
import type { DemoProducer } from './demo-people';

export interface DemoKit {
  name: string;
  producer: DemoProducer;
  category: string;
  /** The cover's colours (ffmpeg gradients), the kit's look. */
  colours: [string, string, string];
  sounds: DemoSound[];
}

export interface DemoSound {
  name: string;
  type: SoundType;
  key: MusicalKey;
  bpm: number;
  recipe: Recipe;
}

// Slow grooves loop four bars, fast ones eight: each beat lasts 12–16 s.
const beat = (groove: Groove): Recipe => ({
  kind: 'beat',
  groove,
  bars: groove === 'lofi' || groove === 'boombap' ? 4 : 8,
});
const drums = (groove: Groove, bars = 2): Recipe => ({ kind: 'drums', groove, bars });
const melody = (voice: 'pluck' | 'keys' | 'bell', bars = 4): Recipe => ({ kind: 'melody', voice, bars });
const chords = (bars = 4): Recipe => ({ kind: 'chords', bars });
const vocal = (octave: 3 | 4, bars = 4): Recipe => ({ kind: 'vocal', octave, bars });
const shot = (sound: OneShot): Recipe => ({ kind: 'one-shot', sound });

type Row = [name: string, type: SoundType, key: MusicalKey, bpm: number, recipe: Recipe];
const rows = (list: Row[]): DemoSound[] =>
  list.map(([name, type, key, bpm, recipe]) => ({ name, type, key, bpm, recipe }));

export const DEMO_KITS: DemoKit[] = [
  {
    name: 'Baile de Favela',
    producer: 'duda',
    category: 'funk',
    colours: ['0xdb2777', '0xf59e0b', '0x1e1b4b'],
    sounds: rows([
      ['Tamborzão Pesado', 'Beats', 'Am', 130, beat('funk')],
      ['Mandelão da Madrugada', 'Beats', 'F#m', 130, beat('funk')],
      ['Loop de Tamborzão', 'Samples', 'Am', 130, drums('funk')],
      ['Kick do Baile', 'Samples', 'Am', 130, shot('kick')],
      ['Caixa Seca', 'Samples', 'Am', 130, shot('snare')],
      ['Sirene de Baile', 'Samples', 'C#m', 130, shot('riser')],
      ['Melô da Favela', 'Melody', 'Dm', 130, melody('pluck')],
    ]),
  },
  {
    name: 'Trap Noturno',
    producer: 'duda',
    category: 'trap',
    colours: ['0x312e81', '0x7c3aed', '0x0f172a'],
    sounds: rows([
      ['Noite Fria', 'Beats', 'Cm', 140, beat('trap')],
      ['Sombra na Pista', 'Beats', 'Gm', 145, beat('trap')],
      ['Hi-hats Nervosos', 'Samples', 'Cm', 140, drums('trap')],
      ['Clap de Trap', 'Samples', 'Cm', 140, shot('clap')],
      ['Sino da Meia-Noite', 'Melody', 'Gm', 140, melody('bell')],
      ['Lua Cheia', 'Melody', 'D#m', 145, melody('bell')],
    ]),
  },
  {
    name: 'House Tropical',
    producer: 'rafa',
    category: 'house',
    colours: ['0x0ea5e9', '0x22c55e', '0xfde047'],
    sounds: rows([
      ['Pé na Areia', 'Beats', 'F', 124, beat('house')],
      ['Brisa do Mar', 'Beats', 'A', 122, beat('house')],
      ['Groove de Quatro', 'Samples', 'F', 124, drums('house')],
      ['Stab Tropical', 'Samples', 'F', 124, shot('stab')],
      ['Acordes de Verão', 'Melody', 'A', 122, chords()],
      ['Sol das Cinco', 'Melody', 'D', 124, melody('keys')],
      ['Subida da Pista', 'Samples', 'A', 124, shot('riser')],
    ]),
  },
  {
    name: 'Boom Bap Clássico',
    producer: 'rafa',
    category: 'boom bap',
    colours: ['0x78350f', '0xf97316', '0x111827'],
    sounds: rows([
      ['Esquina de 94', 'Beats', 'Em', 90, beat('boombap')],
      ['Vinil Riscado', 'Beats', 'Bm', 88, beat('boombap')],
      ['Batida de Porão', 'Samples', 'Em', 90, drums('boombap')],
      ['Caixa de Vinil', 'Samples', 'Em', 90, shot('snare')],
      ['Piano de Rua', 'Melody', 'Bm', 90, melody('keys')],
      ['Acordes de Sala', 'Melody', 'Em', 92, chords()],
    ]),
  },
  {
    name: 'Lo-fi de Domingo',
    producer: 'lia',
    category: 'lo-fi',
    colours: ['0xa78bfa', '0xf9a8d4', '0x1e293b'],
    sounds: rows([
      ['Chuva na Janela', 'Beats', 'C', 75, beat('lofi')],
      ['Café Frio', 'Beats', 'Fm', 72, beat('lofi')],
      ['Domingo Lento', 'Samples', 'C', 75, drums('lofi')],
      ['Acordes de Domingo', 'Melody', 'C', 75, chords()],
      ['Caixinha de Música', 'Melody', 'Fm', 72, melody('bell')],
      ['Teclas Gastas', 'Melody', 'G', 78, melody('keys')],
    ]),
  },
  {
    name: 'Melodias de Maré',
    producer: 'lia',
    category: 'mpb',
    colours: ['0x0891b2', '0x67e8f9', '0x0c4a6e'],
    sounds: rows([
      ['Maré Alta', 'Melody', 'E', 100, melody('pluck')],
      ['Conchas', 'Melody', 'B', 96, melody('bell')],
      ['Canto da Praia', 'Melody', 'G', 98, melody('keys')],
      ['Barco a Vela', 'Beats', 'E', 100, beat('boombap')],
      ['Acorde de Violão', 'Samples', 'E', 100, shot('stab')],
      ['Ondas em Ré', 'Melody', 'D', 96, chords()],
    ]),
  },
  {
    name: '808 da Vila Vol. 1',
    producer: 'caio',
    category: 'trap',
    colours: ['0x991b1b', '0xef4444', '0x0a0a0a'],
    sounds: rows([
      ['808 em Lá Menor', 'Samples', 'Am', 140, shot('808')],
      ['808 em Fá Sustenido', 'Samples', 'F#m', 140, shot('808')],
      ['808 em Dó', 'Samples', 'C', 140, shot('808')],
      ['Grave da Vila', 'Beats', 'A#m', 150, beat('trap')],
      ['Rua Sem Saída', 'Beats', 'Am', 142, beat('trap')],
      ['Kick Estourado', 'Samples', 'Am', 140, shot('kick')],
      ['Hats da Vila', 'Samples', 'Am', 150, drums('trap')],
    ]),
  },
  {
    name: 'Pancadão Vol. 2',
    producer: 'caio',
    category: 'funk',
    colours: ['0x16a34a', '0xfacc15', '0x052e16'],
    sounds: rows([
      ['Pancadão', 'Beats', 'G#m', 130, beat('funk')],
      ['Beat do Morro', 'Beats', 'Dm', 128, beat('funk')],
      ['Clap do Pancadão', 'Samples', 'Dm', 130, shot('clap')],
      ['Melô do Morro', 'Melody', 'G#m', 130, melody('pluck')],
      ['Virada de Funk', 'Samples', 'Dm', 130, drums('funk', 1)],
    ]),
  },
  {
    name: 'Vozes da Nina',
    producer: 'nina',
    category: 'r&b',
    colours: ['0xbe185d', '0xfb7185', '0x3b0764'],
    sounds: rows([
      ['Aah de Veludo', 'Acapelas', 'Am', 70, vocal(4)],
      ['Canto de Madrugada', 'Acapelas', 'Em', 72, vocal(4)],
      ['Vocal em Fá', 'Acapelas', 'F', 68, vocal(4)],
      ['Coro Suave', 'Acapelas', 'C', 74, vocal(3)],
      ['R&B de Domingo', 'Beats', 'Am', 70, beat('lofi')],
      ['Teclado Quente', 'Melody', 'Em', 72, melody('keys')],
      ['Ooh em Si Bemol', 'Acapelas', 'A#', 70, vocal(4, 2)],
    ]),
  },
  {
    name: 'Coro Tropical',
    producer: 'nina',
    category: 'mpb',
    colours: ['0xea580c', '0xfde68a', '0x7c2d12'],
    sounds: rows([
      ['Coro de Verão', 'Acapelas', 'D', 118, vocal(3)],
      ['Vocal Tropical', 'Acapelas', 'G', 120, vocal(4)],
      ['Refrão Solar', 'Acapelas', 'C#', 116, vocal(4)],
      ['Canto de Roda', 'Acapelas', 'Bm', 118, vocal(3)],
      ['Batuque de Roda', 'Beats', 'D', 118, beat('house')],
      ['Melodia de Roda', 'Melody', 'G', 120, melody('pluck')],
      ['Aah Tropical', 'Acapelas', 'E', 120, vocal(4, 2)],
    ]),
  },
];

/** A sound of a kit as the catalogue takes it: the BPM as its range. */
export const bpmRange = (sound: DemoSound): BpmRange => bpmRangeOf(sound.bpm) as BpmRange;

export const soundCount = (kits: DemoKit[]) => kits.reduce((total, kit) => total + kit.sounds.length, 0);
