/**
 * What family a recording is, from its kit's instrument name or its file or folder name. Only
 * names that leave no doubt: a rimshot, a "hit", a sitar or a bell choir is left out rather than
 * guessed (a wrong label teaches the model and the figures a wrong thing).
 */

/** A drum instrument's name (Hydrogen's, a file's) → family, or null when it is not clear. */
export function drumFamily(rawName) {
  const name = ` ${rawName
    .toLowerCase()
    .replace(/\.(wav|flac|ogg|aiff?)$/, '')
    .replace(/^\d+[_ -]*/, '')
    .replace(/[^a-z0-9]+/g, ' ')} `;
  const has = (pattern) => pattern.test(name);
  if (has(/rim|stick|flam|kicksnare|roll|choke|grab|rub|swish|zap|fx|whistle|click|hit\d?\b|metronome|snap/))
    return null;
  if (has(/kick|bass ?drum|\bbd\d*\b|\bkik\b|\bmkd|bassdrum/)) return 'kick';
  if (has(/clap|\bcp\b|\bclp\b/)) return 'clap';
  if (has(/snare|\bsd\d*\b|\bsnr\b/)) return 'snare';
  if (has(/hi ?hat|hihat|\bhh\b|closedhh|openhh|closedhat|openhat|foothat|\bhat\b|\bcht\b|\boht\b|\bch\b|\boh\b|mhhc/))
    return 'hi-hat';
  if (has(/crash|ride|cymbal|splash|china|\bcym\b|\bcy\b/)) return 'cymbal';
  if (has(/tom\d*\b|hitom|lotom|floor tom|\bht\b|\blt\b|\bmt\b/) && !has(/tom (clap|crash|hat|kick|openhat|snare)/))
    return 'tom';
  if (
    has(
      /conga|bongo|cowbell|\bcb\b|shak|tamb|clave|wood ?block|agogo|cabasa|guiro|triangle|djembe|cajon|maraca|timbale|tabla/,
    )
  )
    return 'percussion';
  return null;
}

/** Sonic Pi's samples (one pack): family and shape from the name's prefix. */
export function sonicPiFamily(file) {
  const name = file.replace(/\.flac$/, '');
  if (name.startsWith('loop_'))
    return /amen|breakbeat|compus|perc|safari|tabla|industrial|mika|garzul|mehackit/.test(name)
      ? { family: 'percussion', shape: 'loop' }
      : null;
  const one = (family) => ({ family, shape: 'one-shot' });
  if (/^bd_|^drum_heavy_kick|^drum_bass_|^elec_(hollow|soft)_kick/.test(name)) return one('kick');
  if (/^sn_|^drum_snare_|^elec_(filt_|hi_|lo_|mid_)?snare/.test(name)) return one('snare');
  if (/^drum_cymbal_(closed|pedal|open)/.test(name)) return one('hi-hat');
  if (/^drum_cymbal_(hard|soft)|^drum_splash|^elec_cymbal/.test(name)) return one('cymbal');
  if (/^drum_tom_|^elec_fuzz_tom/.test(name)) return one('tom');
  if (/^drum_cowbell|^tabla_|^elec_(triangle|wood)|^perc_bell/.test(name)) return one('percussion');
  if (/^bass_(dnb|hard|hit|thick|trance|woodsy|drop)/.test(name)) return one('bass');
  if (/^guit_/.test(name)) return one('guitar');
  if (name === 'ambi_piano') return one('keys');
  if (name === 'ambi_choir') return one('vocal');
  if (/^(vinyl_|misc_cineboom|ambi_(dark_woosh|swoosh|lunar_land)|perc_swoosh|perc_impact)/.test(name))
    return one('fx');
  return null;
}

/** LMMS' samples by folder and name. */
export function lmmsFamily(folder, file) {
  const name = file.replace(/\.ogg$/, '');
  const one = (family) => ({ family, shape: 'one-shot' });
  if (folder === 'drums') {
    if (/^(nasty_bass|zap|clav)/.test(name)) return null;
    const family = drumFamily(name.replace(/_/g, ' '));
    return family ? one(family) : null;
  }
  if (folder === 'beats') return /break|beat|jungle|house/.test(name) ? { family: 'percussion', shape: 'loop' } : null;
  if (folder === 'bassloops') return { family: 'bass', shape: 'loop' };
  if (folder === 'basses') return /synth_acid|techno_synth|pluck/.test(name) ? null : one('bass');
  if (folder === 'stringsnpads')
    return /strings|pad|orion_string/.test(name)
      ? one('strings')
      : /chorus|choir/.test(name) && !/bell/.test(name)
        ? one('vocal')
        : null;
  if (folder === 'latin') return /guitar/.test(name) ? one('guitar') : /brass/.test(name) ? one('brass') : null;
  if (folder === 'instruments') {
    if (/piano|harpsichord|organ/.test(name)) return one('keys');
    if (/cello|violin/.test(name)) return one('strings');
    if (/guitar/.test(name)) return one('guitar');
    if (/flute/.test(name)) return one('woodwind');
    if (/trumpet/.test(name)) return one('brass');
    if (/bassslap/.test(name)) return one('bass');
  }
  return null;
}

/** Dirt-Samples folders whose every file is one family; drum-kit folders are labelled file by file. */
const DIRT_FOLDERS = {
  kick: ['bd', 'clubkick', 'hardkick', 'kicklinn', 'popkick', 'reverbkick', '808bd'],
  snare: ['sn', 'sd', '808sd'],
  clap: ['cp', 'realclaps'],
  'hi-hat': ['hh', 'hh27', 'linnhats', 'hc', 'ho', '808hc', '808oh'],
  cymbal: ['cr', '808cy'],
  tom: ['ht', 'lt', 'mt', '808ht', '808lt', '808mt'],
  percussion: ['tabla', 'tabla2', 'cb', '808lc', '808mc'],
  bass: ['bass', 'bass1', 'bass2', 'bass3', 'jvbass', 'jungbass', 'moog'],
  guitar: ['gtr'],
  strings: ['pad', 'padlong'],
  brass: ['trump'],
  woodwind: ['sax'],
  'synth-lead': ['hoover', 'stab', 'arpy'],
  vocal: ['mouth', 'speech', 'numbers', 'alphabet', 'yeah', 'diphone', 'speechless'],
  fx: ['noise', 'wind', 'space', 'bubble', 'fire'],
};
const DIRT_KITS = [
  '808',
  'dr55',
  'drumtraks',
  'gretsch',
  'electro1',
  'ifdrums',
  'sequential',
  'dr2',
  'tech',
  'hardcore',
  'house',
  'jazz',
];
const DIRT_LOOPS = ['breaks125', 'breaks152', 'breaks157', 'breaks165'];

/** A Dirt-Samples folder → { family, shape } for all its files, or { perFile } for kits; null to skip. */
export function dirtFamily(folder) {
  // 808hc/808lc/808mc are the 808's congas (high, low, mid), not hats.
  if (folder === '808hc') return { family: 'percussion', shape: 'one-shot' };
  for (const [family, folders] of Object.entries(DIRT_FOLDERS))
    if (folders.includes(folder)) return { family, shape: 'one-shot' };
  if (DIRT_KITS.includes(folder)) return { perFile: true, shape: 'one-shot' };
  if (DIRT_LOOPS.includes(folder)) return { family: 'percussion', shape: 'loop' };
  return null;
}

/**
 * Freepats' General MIDI programs with a clear family, and the notes rendered (across the
 * instrument's range). Chromatic percussion, accordions, harp, timpani, sitar and effects are out.
 */
const range = (notes) => notes;
export const FREEPATS_PROGRAMS = [
  [0, 'Acoustic_Grand_Piano', 'keys', [36, 48, 60, 72, 84]],
  [1, 'Acoustic_Brite_Piano', 'keys', [48, 60, 72]],
  [2, 'Electric_Grand_Piano', 'keys', [48, 60, 72]],
  [4, 'Electric_Piano_1_Rhodes', 'keys', [48, 60, 72]],
  [5, 'Electric_Piano_2_DX', 'keys', [48, 60, 72]],
  [6, 'Harpsichord', 'keys', [48, 60, 72]],
  [7, 'Clavinet', 'keys', [48, 60, 72]],
  [16, 'Hammond_Organ', 'keys', [48, 60, 72]],
  [19, 'Church_Organ', 'keys', [48, 60, 72]],
  [24, 'Nylon_Guitar', 'guitar', [45, 52, 60, 67]],
  [25, 'Steel_Guitar', 'guitar', [45, 52, 60, 67]],
  [26, 'Jazz_Guitar', 'guitar', [45, 52, 60, 67]],
  [27, 'Clean_Electric_Guitar', 'guitar', [45, 52, 60, 67]],
  [28, 'Muted_Electric_Guitar', 'guitar', [45, 52, 60]],
  [29, 'Overdriven_Guitar', 'guitar', [45, 52, 60]],
  [30, 'Distortion_Guitar', 'guitar', [45, 52, 60]],
  [32, 'Acoustic_Bass', 'bass', [28, 36, 43]],
  [33, 'Finger_Bass', 'bass', [28, 36, 43]],
  [34, 'Pick_Bass', 'bass', [28, 36, 43]],
  [35, 'Fretless_Bass', 'bass', [28, 36, 43]],
  [36, 'Slap_Bass_1', 'bass', [28, 36, 43]],
  [38, 'Synth_Bass_1', 'bass', [28, 36, 43]],
  [40, 'Violin', 'strings', [57, 67, 76]],
  [42, 'Cello', 'strings', [38, 48, 57]],
  [44, 'Tremolo_Strings', 'strings', [48, 60, 72]],
  [45, 'Pizzicato_Strings', 'strings', [48, 60, 72]],
  [48, 'String_Ensemble_1', 'strings', [48, 60, 72]],
  [88, 'New_Age_Pad', 'strings', [48, 60, 72]],
  [94, 'Halo_Pad', 'strings', [48, 60, 72]],
  [95, 'Sweep_Pad', 'strings', [48, 60, 72]],
  [53, 'Voice_Oohs', 'vocal', [55, 62, 69]],
  [56, 'Trumpet', 'brass', [58, 65, 72]],
  [57, 'Trombone', 'brass', [41, 50, 58]],
  [58, 'Tuba', 'brass', [29, 36, 43]],
  [59, 'Muted_Trumpet', 'brass', [58, 65, 72]],
  [60, 'French_Horn', 'brass', [45, 53, 62]],
  [61, 'Brass_Section', 'brass', [48, 58, 67]],
  [64, 'Soprano_Sax', 'woodwind', [60, 67, 74]],
  [65, 'Alto_Sax', 'woodwind', [55, 62, 69]],
  [66, 'Tenor_Sax', 'woodwind', [48, 55, 62]],
  [67, 'Baritone_Sax', 'woodwind', [40, 48, 55]],
  [68, 'Oboe', 'woodwind', [60, 67, 76]],
  [69, 'English_Horn', 'woodwind', [55, 62, 69]],
  [70, 'Bassoon', 'woodwind', [36, 45, 53]],
  [71, 'Clarinet', 'woodwind', [52, 60, 69]],
  [72, 'Piccolo', 'woodwind', [76, 84, 91]],
  [73, 'Flute', 'woodwind', [62, 72, 81]],
  [74, 'Recorder', 'woodwind', [62, 72, 79]],
  [75, 'Pan_Flute', 'woodwind', [62, 72, 79]],
  [80, 'Square_Wave', 'synth-lead', [48, 60, 72]],
  [84, 'Charang', 'synth-lead', [48, 60, 72]],
  // General MIDI programs freepats has no patch for (TimGM6mb has).
  [3, 'Honky_Tonk_Piano', 'keys', [48, 60, 72], false],
  [17, 'Percussive_Organ', 'keys', [48, 60, 72], false],
  [18, 'Rock_Organ', 'keys', [48, 60, 72], false],
  [39, 'Synth_Bass_2', 'bass', [28, 36, 43], false],
  [41, 'Viola', 'strings', [50, 60, 69], false],
  [43, 'Contrabass', 'strings', [28, 36, 43], false],
  [49, 'String_Ensemble_2', 'strings', [48, 60, 72], false],
  [50, 'Synth_Strings_1', 'strings', [48, 60, 72], false],
  [52, 'Choir_Aahs', 'vocal', [55, 62, 69], false],
  [54, 'Synth_Voice', 'vocal', [55, 62, 69], false],
  [62, 'Synth_Brass_1', 'brass', [48, 58, 67], false],
  [81, 'Saw_Lead', 'synth-lead', [48, 60, 72], false],
  [89, 'Warm_Pad', 'strings', [48, 60, 72], false],
  [90, 'Polysynth_Pad', 'strings', [48, 60, 72], false],
].map(([program, name, family, notes, inFreepats = true]) => ({
  program,
  name,
  family,
  // Each listed note and a fourth above it: more of each instrument's range.
  notes: range(notes.flatMap((note) => [note, note + 5])),
  inFreepats,
}));
