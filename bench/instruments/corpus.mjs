#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The development corpus of real recordings for the timbre model (#44): one-shots (and a few
 * loops, for the shape reading) labelled by instrument family and by bank (the kit or pack they
 * come from), gathered from what Debian packages install on this machine and from TidalCycles'
 * Dirt-Samples mirror. Audio goes to a cache outside the repo (--out, default
 * ~/.cache/sampleteca-instruments); the manifest (path, family, bank, shape, source) is written
 * beside this script as manifest.json. See README.md here for the sources and what is left out.
 *
 *   node bench/instruments/corpus.mjs [--out DIR] [--dirt /work/.mirror/tidalcycles+Dirt-Samples/repo]
 *
 * FORBIDDEN sources (the held-out set is made from them): FluidR3 and its derivatives, GeneralUser
 * GS, Chaos, JCLive, Aspirin, SBLive, LesPaul, Salamander, webaudiofont; timgm6mb is left out too.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { dirtFamily, drumFamily, FREEPATS_PROGRAMS, lmmsFamily, sonicPiFamily } from './labels.mjs';
import { midiFile } from './midi.mjs';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: join(homedir(), '.cache', 'sampleteca-instruments') },
    dirt: { type: 'string', default: '/work/.mirror/tidalcycles+Dirt-Samples/repo' },
  },
});
const OUT = options.out;
/** A producer's one-shot: the note's first seconds. */
const ONE_SHOT_SECONDS = 4;
const LOOP_SECONDS = 30;

const entries = [];
const jobs = [];

/**
 * Converts (and cuts) any audio ffmpeg reads to 44.1 kHz mono 16-bit WAV in the cache, after
 * `prepare` (a render, a copy out of git) has made the input: one job, so never half-written.
 */
function convert(input, name, { family, bank, shape, source }, prepare = async () => {}) {
  const path = join(OUT, 'audio', bank.replace(/[^\w.-]+/g, '_'), `${name.replace(/[^\w.-]+/g, '_')}.wav`);
  entries.push({ path: relative(OUT, path), family, bank, shape, source });
  jobs.push(async () => {
    if (existsSync(path)) return;
    await prepare();
    await mkdir(dirname(path), { recursive: true });
    const seconds = shape === 'loop' ? LOOP_SECONDS : ONE_SHOT_SECONDS;
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-t',
      String(seconds),
      '-ac',
      '1',
      '-ar',
      '44100',
      '-sample_fmt',
      's16',
      path,
    ]).catch(async (error) => {
      await rm(path, { force: true });
      throw error;
    });
  });
}

// Hydrogen drumkits: each instrument's name says what it is; its loudest layer and a middle one.
const KIT_BANK = {
  'Millo-Drums_v.1': 'millo',
  Millo_MultiLayered2: 'millo',
  Millo_MultiLayered3: 'millo',
  'The Black Pearl 1.0': 'blackpearl',
};
const hydrogen = '/usr/share/hydrogen/data/drumkits';
for (const kit of existsSync(hydrogen) ? await readdir(hydrogen) : []) {
  const xml = await readFile(join(hydrogen, kit, 'drumkit.xml'), 'utf8');
  const bank = KIT_BANK[kit] ?? `hydrogen:${kit}`;
  const guitar = kit === 'belofilms_GuitarStrums';
  for (const block of xml.split('<instrument>').slice(1)) {
    const name = /<name>([^<]*)<\/name>/.exec(block)?.[1]?.trim() ?? '';
    const files = [...block.matchAll(/<filename>([^<]*)<\/filename>/g)].map((match) => match[1]);
    const family = guitar ? (/[a-g]/i.test(name) && files.length ? 'guitar' : null) : drumFamily(name);
    if (!family || files.length === 0) continue;
    const picks = [...new Set([files[files.length - 1], files[Math.floor(files.length / 2)]])];
    for (const file of guitar ? picks.slice(0, 1) : picks) {
      const input = join(hydrogen, kit, file);
      if (existsSync(input))
        convert(input, `${kit}-${name}-${basename(file)}`, { family, bank, shape: 'one-shot', source: 'hydrogen' });
    }
  }
}

// Sonic Pi's samples: one pack, its file names' prefixes say the family; loop_* are loops.
const sonicPi = '/usr/share/sonic-pi/samples';
for (const file of existsSync(sonicPi) ? await readdir(sonicPi) : []) {
  const label = sonicPiFamily(file);
  if (label) convert(join(sonicPi, file), file, { ...label, bank: 'sonic-pi', source: 'sonic-pi-samples' });
}

// LMMS' samples: drums, instruments, basses, pads; beats/ and bassloops/ are loops.
const lmms = '/usr/share/lmms/samples';
for (const folder of ['drums', 'instruments', 'basses', 'stringsnpads', 'latin', 'beats', 'bassloops']) {
  const dir = join(lmms, folder);
  for (const file of existsSync(dir) ? await readdir(dir) : []) {
    const label = lmmsFamily(folder, file);
    if (label) convert(join(dir, file), `${folder}-${file}`, { ...label, bank: 'lmms', source: 'lmms-common' });
  }
}

// Dirt-Samples (a bare git mirror): each folder is a bank; up to 12 files of each.
if (existsSync(options.dirt)) {
  const { stdout } = await run('git', ['-C', options.dirt, 'ls-tree', '-r', '--name-only', 'HEAD'], {
    maxBuffer: 1 << 24,
  });
  const byFolder = new Map();
  for (const path of stdout.split('\n')) {
    const [folder, file] = path.split('/');
    if (!file || !/\.(wav|aif|aiff|flac)$/i.test(file)) continue;
    if (!byFolder.has(folder)) byFolder.set(folder, []);
    byFolder.get(folder).push(path);
  }
  for (const [folder, paths] of byFolder) {
    const folderLabel = dirtFamily(folder);
    if (!folderLabel) continue;
    for (const path of paths.slice(0, folderLabel.perFile ? 40 : 12)) {
      const family = folderLabel.perFile ? drumFamily(basename(path)) : folderLabel.family;
      if (!family) continue;
      const label = { family, shape: folderLabel.shape };
      const raw = join(OUT, 'raw', path);
      convert(raw, basename(path), { ...label, bank: `dirt:${folder}`, source: 'Dirt-Samples' }, async () => {
        if (existsSync(raw)) return;
        await mkdir(dirname(raw), { recursive: true });
        const { stdout: bytes } = await run('git', ['-C', options.dirt, 'show', `HEAD:${path}`], {
          encoding: 'buffer',
          maxBuffer: 1 << 28,
        });
        await writeFile(raw, bytes);
      });
    }
  }
}

// Sampled instruments published as sfz with their samples (bare git mirrors, /work/.mirror/<owner>+<name>/repo,
// read with git show): one bank each, one family each; a velocity layer or two, every few notes,
// so that no bank weighs more than ~24 files. Absent mirrors are skipped.
const SFZ_BANKS = [
  // Rhodes electric piano (jlearman, CC BY 4.0): velocity layers 3 and 5 of 5.
  {
    mirror: 'sfzinstruments+jlearman.jRhodes3d',
    bank: 'jrhodes3d',
    family: 'keys',
    pick: /^jRhodes3d-mono\/.*_[35]\.flac$/,
  },
  // Alto sax (Karoryfer Weresax, CC0): forte and piano, first round robin, one microphone.
  {
    mirror: 'sfzinstruments+karoryfer.weresax',
    bank: 'weresax',
    family: 'woodwind',
    pick: /^Samples\/alto\/.*_[fp]_rr1_cnd\.wav$/,
  },
  // Grand piano (Bengt Nilsson's Headroom Piano, CC BY 4.0): levels 2 and 5 of 5, close microphones.
  {
    mirror: 'sfzinstruments+BengtNilsson.HeadroomPiano',
    bank: 'headroom-piano',
    family: 'keys',
    pick: /^Samples\/HEADROOM PIANO LEVEL[25] CLOSE \d+\.flac$/,
  },
];
const SFZ_PER_BANK = 24;
for (const { mirror, bank, family, pick } of SFZ_BANKS) {
  const repo = `/work/.mirror/${mirror}/repo`;
  if (!existsSync(repo)) continue;
  const { stdout } = await run('git', ['-C', repo, 'ls-tree', '-r', '--name-only', 'HEAD'], { maxBuffer: 1 << 24 });
  const paths = stdout.split('\n').filter((path) => pick.test(path));
  const step = Math.max(1, Math.ceil(paths.length / SFZ_PER_BANK));
  for (const path of paths.filter((_, index) => index % step === 0)) {
    const raw = join(OUT, 'raw', mirror, path);
    const label = { family, bank, shape: 'one-shot', source: mirror.replace('+', '/') };
    convert(raw, basename(path), label, async () => {
      if (existsSync(raw)) return;
      await mkdir(dirname(raw), { recursive: true });
      const { stdout: bytes } = await run('git', ['-C', repo, 'show', `HEAD:${path}`], {
        encoding: 'buffer',
        maxBuffer: 1 << 28,
      });
      await writeFile(raw, bytes);
    });
  }
}

// General MIDI instruments, one note per file: freepats (GUS patches, through timidity) and
// TimGM6mb (through fluidsynth; see README.md for why it is not FluidR3's kin). Each soundfont
// is one bank: a held-out bank is a whole soundfont, as in the reviewer's held-out set.
const NOTE_SECONDS = 2.5;
const renderers = [
  {
    bank: 'freepats',
    source: 'freepats',
    has: (program) => program.inFreepats,
    render: (mid, wav) =>
      run('timidity', ['-c', '/etc/timidity/freepats.cfg', '-s', '44100', '-Ow', '--output-mono', '-o', wav, mid]),
  },
  {
    bank: 'timgm6mb',
    source: 'timgm6mb-soundfont',
    has: () => existsSync('/usr/share/sounds/sf2/TimGM6mb.sf2'),
    render: (mid, wav) =>
      run('fluidsynth', [
        '-ni',
        '-q',
        '-g',
        '0.8',
        '-r',
        '44100',
        '-F',
        wav,
        '/usr/share/sounds/sf2/TimGM6mb.sf2',
        mid,
      ]),
  },
];
for (const renderer of renderers) {
  for (const program of FREEPATS_PROGRAMS.filter(renderer.has)) {
    for (const note of program.notes) {
      const mid = join(OUT, 'midi', `gm-${program.program}-${note}.mid`);
      const wav = join(OUT, 'render', `${renderer.bank}-${program.program}-${note}.wav`);
      const label = { family: program.family, bank: renderer.bank, shape: 'one-shot', source: renderer.source };
      convert(wav, `${program.name}-${note}`, label, async () => {
        if (existsSync(wav)) return;
        await mkdir(dirname(mid), { recursive: true });
        await mkdir(dirname(wav), { recursive: true });
        await writeFile(
          mid,
          midiFile({ channel: 0, program: program.program, note, velocity: 110, seconds: NOTE_SECONDS }),
        );
        await renderer.render(mid, wav);
      });
    }
  }
}
const GM_DRUMS = {
  36: 'kick',
  35: 'kick',
  38: 'snare',
  40: 'snare',
  39: 'clap',
  42: 'hi-hat',
  44: 'hi-hat',
  46: 'hi-hat',
  49: 'cymbal',
  57: 'cymbal',
  51: 'cymbal',
  52: 'cymbal',
  55: 'cymbal',
  41: 'tom',
  43: 'tom',
  45: 'tom',
  47: 'tom',
  48: 'tom',
  50: 'tom',
  54: 'percussion',
  56: 'percussion',
  60: 'percussion',
  61: 'percussion',
  62: 'percussion',
  63: 'percussion',
  64: 'percussion',
  69: 'percussion',
  70: 'percussion',
  75: 'percussion',
  76: 'percussion',
  82: 'percussion',
};
function renderDrums(bank, render, source) {
  for (const [note, family] of Object.entries(GM_DRUMS)) {
    const mid = join(OUT, 'midi', `${bank.replace(/\W+/g, '_')}-${note}.mid`);
    const wav = join(OUT, 'render', `${bank.replace(/\W+/g, '_')}-${note}.wav`);
    convert(wav, `${bank}-${note}`, { family, bank, shape: 'one-shot', source }, async () => {
      if (existsSync(wav)) return;
      await mkdir(dirname(mid), { recursive: true });
      await mkdir(dirname(wav), { recursive: true });
      await writeFile(mid, midiFile({ channel: 9, program: 0, note: Number(note), velocity: 120, seconds: 2 }));
      await render(mid, wav);
    });
  }
}
renderDrums(
  'freepats',
  (mid, wav) =>
    run('timidity', ['-c', '/etc/timidity/freepats.cfg', '-s', '44100', '-Ow', '--output-mono', '-o', wav, mid]),
  'freepats',
);
renderDrums(
  'timgm6mb',
  (mid, wav) =>
    run('fluidsynth', ['-ni', '-q', '-g', '0.8', '-r', '44100', '-F', wav, '/usr/share/sounds/sf2/TimGM6mb.sf2', mid]),
  'timgm6mb-soundfont',
);
// avldrums' two kits (the Black Pearl is the same recorded kit as Hydrogen's: one bank).
for (const [sf2, bank] of [
  ['/usr/share/sounds/sf2/Black_Pearl_4_LV2.sf2', 'blackpearl'],
  ['/usr/share/sounds/sf2/Red_Zeppelin_4_LV2.sf2', 'avl:red-zeppelin'],
]) {
  if (!existsSync(sf2)) continue;
  renderDrums(
    bank,
    (mid, wav) => run('fluidsynth', ['-ni', '-q', '-g', '1', '-r', '44100', '-F', wav, sf2, mid]),
    'avldrums.lv2-soundfont',
  );
}

// Two jobs at a time: the machine is shared.
let next = 0;
let failed = 0;
async function worker() {
  while (next < jobs.length) {
    const job = jobs[next++];
    await job().catch((error) => {
      failed += 1;
      console.error(String(error.message ?? error).split('\n')[0]);
    });
  }
}
await Promise.all([worker(), worker()]);
const present = entries.filter((entry) => existsSync(join(OUT, entry.path)));
await writeFile(
  join(here, 'manifest.json'),
  `${JSON.stringify({ root: '~/.cache/sampleteca-instruments', files: present }, null, 1)}\n`,
);

const counts = {};
for (const entry of present) {
  const key = `${entry.shape}/${entry.family}`;
  counts[key] ??= { files: 0, banks: new Set() };
  counts[key].files += 1;
  counts[key].banks.add(entry.bank);
}
for (const [key, { files, banks }] of Object.entries(counts).sort())
  console.log(`${key.padEnd(22)} ${String(files).padStart(4)} ficheiros, ${banks.size} bancos`);
console.log(`${present.length} ficheiros em ${OUT} (${failed} falhas)`);
