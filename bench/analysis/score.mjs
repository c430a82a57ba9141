/** How an estimate compares with the truth, and how well a confidence tells right answers from wrong ones. */
import { isMinor, tonicOf } from '../lib/sox-audio.mjs';

/** 'exato' (±2 BPM), 'metade/dobro' (within 2 BPM once doubled or halved), 'outro' or 'nenhum'. */
export function tempoVerdict(found, truth) {
  if (found === null || found === undefined) return 'nenhum';
  if (Math.abs(found - truth) <= 2) return 'exato';
  if (Math.abs(found * 2 - truth) <= 2 || Math.abs(found / 2 - truth) <= 2) return 'metade/dobro';
  return 'outro';
}

/**
 * 'exato'; 'relativo' (C ↔ Am); 'quinta' (same mode, a fifth up or down); 'paralelo' (same
 * tonic, other mode); 'outro'; 'nenhum'.
 */
export function keyVerdict(found, truth) {
  if (!found) return 'nenhum';
  if (found === truth) return 'exato';
  const [ft, tt] = [tonicOf(found), tonicOf(truth)];
  const [fm, tm] = [isMinor(found), isMinor(truth)];
  const up = (ft - tt + 12) % 12;
  if (fm !== tm && up === (tm ? 3 : 9)) return 'relativo';
  if (fm === tm && (up === 7 || up === 5)) return 'quinta';
  if (fm !== tm && up === 0) return 'paralelo';
  return 'outro';
}

/**
 * How a confidence separates right (true) from wrong (false) answers: AUC (the chance that a
 * right answer has the higher confidence than a wrong one, ties half), and the threshold t that
 * best tells them apart as "right when confidence ≥ t" (Youden's J: the share of right answers
 * above minus the share of wrong answers above), with the counts either side.
 */
export function separation(samples) {
  const right = samples.filter((s) => s.right).map((s) => s.confidence);
  const wrong = samples.filter((s) => !s.right).map((s) => s.confidence);
  let wins = 0;
  for (const r of right) for (const w of wrong) wins += r > w ? 1 : r === w ? 0.5 : 0;
  const auc = right.length && wrong.length ? wins / (right.length * wrong.length) : null;
  const candidates = [...new Set(samples.map((s) => s.confidence))].sort((a, b) => a - b);
  let best = null;
  for (const threshold of candidates) {
    const rightAbove = right.filter((c) => c >= threshold).length;
    const wrongBelow = wrong.filter((c) => c < threshold).length;
    const score = (right.length ? rightAbove / right.length : 0) - (wrong.length ? 1 - wrongBelow / wrong.length : 0);
    if (!best || score > best.score) best = { threshold, score, rightAbove, wrongBelow };
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  };
  const spread = (values) => (values.length ? `${Math.min(...values)}–${median(values)}–${Math.max(...values)}` : '—');
  return {
    auc,
    right: { count: right.length, spread: spread(right) },
    wrong: { count: wrong.length, spread: spread(wrong) },
    best,
  };
}
