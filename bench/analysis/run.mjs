#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Accuracy of media's tempo and key estimates (issue #18 §3) on loops made with sox at run time:
 * exact key (relative, fifth and parallel errors apart), BPM within ±2 and within ±2 allowing
 * half/double, and how well bpmConfidence and keyStrength tell right answers from wrong ones.
 * See README.md beside this file.
 *
 *   npm run build:services && npm run bench:analysis -- [--loops 72] [--seed 18] [--keep]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { printTable } from '../lib/table.mjs';
import { makeLoops, planLoops } from './loops.mjs';
import { keyVerdict, separation, tempoVerdict } from './score.mjs';

const run = promisify(execFile);
const { values: options } = parseArgs({
  options: {
    loops: { type: 'string', default: '72' },
    seed: { type: 'string', default: '18' },
    keep: { type: 'boolean', default: false },
  },
});
const FFMPEG = process.env.MEDIA_FFMPEG_PATH || 'ffmpeg';
const TARGETS = { keyExact: 0.9, bpmOctave: 0.95, bpmExact: 0.85 };

const analysisDir = '../../services/media/dist/audio/analysis';
const [{ analyzeAudio, EssentiaAnalyzer }, { fileNameHints }] = await Promise.all([
  import(`${analysisDir}/index.js`),
  import(`${analysisDir}/file-name-hints.js`),
]).catch(() => {
  console.error('Compile antes: npm run build:services');
  process.exit(1);
});

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
const dir = await mkdtemp(join(tmpdir(), 'sampleteca-analysis-bench-'));
try {
  const plans = planLoops(Number(options.loops), Number(options.seed));
  const madeAt = performance.now();
  const loops = await makeLoops(dir, plans, { ffmpeg: FFMPEG, run });
  console.log(
    `${loops.length} loops (semente ${options.seed}) feitos com sox em ${((performance.now() - madeAt) / 1000).toFixed(1)} s; Node ${process.version}`,
  );
  // The names must not give the answer away: the bench measures the audio.
  const hinted = loops.filter((loop) => Object.keys(fileNameHints(basename(loop.path))).length > 0);
  if (hinted.length) throw new Error(`nomes com dicas de BPM/tom: ${hinted.map((l) => l.path).join(', ')}`);

  const analyzer = new EssentiaAnalyzer();
  const results = [];
  const analysedAt = performance.now();
  for (const loop of loops) {
    const found = await analyzeAudio(loop.path, {
      previewPath: join(dir, 'preview.mp3'),
      analyzer,
      ffmpegPath: FFMPEG,
    });
    results.push({
      ...loop,
      found,
      tempo: tempoVerdict(found.bpm, loop.bpm),
      tonality: keyVerdict(found.key, loop.key),
    });
  }
  const analysedSeconds = (performance.now() - analysedAt) / 1000;
  await analyzer.close();

  printTable(
    ['loop', 'tipo', 'timbres', 's', 'BPM', 'achado (confiança)', 'tom', 'achado (força)', 'veredito'],
    results.map((r) => [
      `${r.name}.${r.format}`,
      r.kind,
      [r.drums ? `${r.drums}/${r.kit}` : null, ...Object.values(r.timbres)].filter(Boolean).join(' '),
      r.seconds.toFixed(1),
      String(r.bpm),
      `${r.found.bpm ?? '—'} (${r.found.bpmConfidence ?? '—'})`,
      r.key,
      `${r.found.key ?? '—'} (${r.found.keyStrength ?? '—'})`,
      `BPM ${r.tempo}, tom ${r.tonality}`,
    ]),
  );

  const count = (list, field, value) => list.filter((r) => r[field] === value).length;
  console.log('\npor tipo de loop:');
  const kinds = [...new Set(results.map((r) => r.kind))];
  printTable(
    ['tipo', 'loops', 'BPM exato', 'BPM c/ metade/dobro', 'tom exato', 'tom relativo', 'erros de tom'],
    kinds.map((kind) => {
      const of = results.filter((r) => r.kind === kind);
      return [
        kind,
        String(of.length),
        `${count(of, 'tempo', 'exato')}`,
        `${count(of, 'tempo', 'exato') + count(of, 'tempo', 'metade/dobro')}`,
        `${count(of, 'tonality', 'exato')}`,
        `${count(of, 'tonality', 'relativo')}`,
        of
          .filter((r) => r.tonality !== 'exato')
          .map((r) => `${r.key}→${r.found.key ?? '—'}`)
          .join(' '),
      ];
    }),
  );

  const total = results.length;
  const keyExact = count(results, 'tonality', 'exato');
  const bpmExact = count(results, 'tempo', 'exato');
  const bpmOctave = bpmExact + count(results, 'tempo', 'metade/dobro');
  console.log(`\nem ${total} loops (análise: ${analysedSeconds.toFixed(1)} s, pipeline inteiro):`);
  console.log(
    `  tom: exato ${keyExact} (${percent(keyExact, total)}), ` +
      ['relativo', 'quinta', 'paralelo', 'outro', 'nenhum']
        .map((verdict) => `${verdict} ${count(results, 'tonality', verdict)}`)
        .join(', '),
  );
  console.log(
    `  BPM: exato ±2 ${bpmExact} (${percent(bpmExact, total)}), com metade/dobro ${bpmOctave} (${percent(bpmOctave, total)}), ` +
      `metade/dobro ${count(results, 'tempo', 'metade/dobro')}, outro ${count(results, 'tempo', 'outro')}, nenhum ${count(results, 'tempo', 'nenhum')}`,
  );

  console.log(
    '\nconfiança: mín–mediana–máx dos acertos e dos erros; AUC; o limiar que mais separa (certo quando ≥ limiar)',
  );
  const describe = (label, samples) => {
    const s = separation(samples);
    const threshold = s.best
      ? `limiar ${s.best.threshold}: ${s.best.rightAbove}/${s.right.count} acertos acima, ${s.best.wrongBelow}/${s.wrong.count} erros abaixo`
      : '—';
    console.log(
      `  ${label.padEnd(34)} acertos ${s.right.spread}; erros ${s.wrong.spread}; AUC ${s.auc === null ? '—' : s.auc.toFixed(2)}; ${threshold}`,
    );
  };
  const withTempo = results.filter((r) => r.found.bpmConfidence !== null);
  describe(
    'bpmConfidence (certo = BPM exato)',
    withTempo.map((r) => ({ confidence: r.found.bpmConfidence, right: r.tempo === 'exato' })),
  );
  describe(
    'bpmConfidence, só exato × metade/dobro',
    withTempo
      .filter((r) => r.tempo === 'exato' || r.tempo === 'metade/dobro')
      .map((r) => ({ confidence: r.found.bpmConfidence, right: r.tempo === 'exato' })),
  );
  describe(
    'keyStrength (certo = tom exato)',
    results
      .filter((r) => r.found.keyStrength !== null)
      .map((r) => ({ confidence: r.found.keyStrength, right: r.tonality === 'exato' })),
  );

  const mark = (ok) => (ok ? '✓' : '✗');
  console.log('\nmetas (#18 §3):');
  console.log(`  ${mark(keyExact / total >= TARGETS.keyExact)} tom exato ≥ 90%: ${percent(keyExact, total)}`);
  console.log(
    `  ${mark(bpmOctave / total >= TARGETS.bpmOctave)} BPM ±2 aceitando metade/dobro ≥ 95%: ${percent(bpmOctave, total)}`,
  );
  console.log(`  ${mark(bpmExact / total >= TARGETS.bpmExact)} BPM ±2 exato ≥ 85%: ${percent(bpmExact, total)}`);
} finally {
  if (options.keep) console.log(`arquivos mantidos em ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
