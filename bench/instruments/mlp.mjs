/**
 * A small nonlinear embedding in plain JS (no dependency): standardised features → a hidden layer
 * (ReLU, dropout) → an embedding of a few dimensions, trained so that each family gathers round a
 * learned prototype (the logits are minus the squared Euclidean distances to the prototypes, so
 * the embedding's Euclidean distance is the one the classifier uses — the catalogue ranks by it).
 * A second loss weighs the coarsest split, drums against tonal (the probabilities of each side's
 * families summed). Sampling is balanced: a family at random, then one of its banks, then a file,
 * so one kit of 60 strums does not make "guitar". Feature noise and weight decay against the
 * corpus' few banks per tonal family.
 */

import { generator } from '../lib/draws.mjs';

function gaussian(next) {
  return Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
}

/** The drum families: the coarsest split the second loss weighs. */
export const DRUMS = new Set(['kick', 'snare', 'clap', 'hi-hat', 'cymbal', 'tom', 'percussion']);

/**
 * Chosen on evaluate.mjs' folds (2026-12-07; one training per setting, seeds move ±1 point):
 * 64 hidden → 16 dims 47.8%; 128 → 8 53.1%; 256 → 8 55.7%; 8 dims beat 16 (+4) and 6 (−1);
 * dropout 0.5 (−3), feature noise 0.6–1 (−2 to −4), weight decay 0.01 (±0) did not help.
 */
export const MLP_DEFAULTS = {
  hidden: 256,
  embedding: 8,
  steps: 8000,
  batch: 32,
  rate: 0.003,
  decay: 1e-4,
  dropout: 0.2,
  noise: 0.3,
  sideWeight: 1,
  seed: 1,
  members: 1,
  // > 0: the LDA projection's dims are kept beside the networks', times this weight (withLinear).
  linear: 6,
};

/**
 * The network with linear dims beside its own: each LDA row goes in as two hidden units (+row and
 * −row; ReLU(x) − ReLU(−x) = x), so media's forward pass stays the same.
 */
export function withLinear(net, rows, weight) {
  const k = rows.length;
  const hidden = 2 * k + net.b1.length;
  const w2 = [
    ...rows.map((_, i) => {
      const row = new Array(hidden).fill(0);
      row[i] = weight;
      row[k + i] = -weight;
      return row;
    }),
    ...net.w2.map((row) => [...new Array(2 * k).fill(0), ...row]),
  ];
  return {
    ...net,
    w1: [...rows, ...rows.map((row) => row.map((value) => -value)), ...net.w1],
    b1: [...new Array(2 * k).fill(0), ...net.b1],
    w2,
    b2: [...new Array(k).fill(0), ...net.b2],
  };
}

/**
 * `members` networks trained with different seeds, merged into one whose embedding is theirs side
 * by side (hidden units stacked, the output layer block-diagonal): what media runs is unchanged.
 */
export function trainEnsemble(rows, labels, groups, isDrum, options = {}) {
  const o = { ...MLP_DEFAULTS, ...options };
  const nets = Array.from({ length: o.members }, (_, k) =>
    trainMlp(rows, labels, groups, isDrum, { ...o, seed: o.seed + k }),
  );
  if (nets.length === 1) return nets[0];
  const hiddenTotal = nets.reduce((sum, net) => sum + net.b1.length, 0);
  let offset = 0;
  const w2 = [];
  for (const net of nets) {
    for (const row of net.w2) {
      const wide = new Array(hiddenTotal).fill(0);
      row.forEach((value, j) => (wide[offset + j] = value));
      w2.push(wide);
    }
    offset += net.b1.length;
  }
  return {
    w1: nets.flatMap((net) => net.w1),
    b1: nets.flatMap((net) => net.b1),
    w2,
    b2: nets.flatMap((net) => net.b2),
    classes: nets[0].classes,
    prototypes: nets.map((net) => net.prototypes),
  };
}

/**
 * Trains on standardised rows; `labels` the family, `groups` the bank, `sides` true for a drum family.
 * Returns the weights { w1, b1, w2, b2, prototypes } as plain arrays.
 */
export function trainMlp(rows, labels, groups, isDrum, options = {}) {
  const o = { ...MLP_DEFAULTS, ...options };
  const next = generator(o.seed);
  const d = rows[0].length;
  const { hidden: h, embedding: e } = o;
  const classes = [...new Set(labels)].sort();
  const c = classes.length;
  const classIndex = new Map(classes.map((label, k) => [label, k]));
  const drum = classes.map((label) => isDrum(label));
  // family → bank → row indexes
  const tree = classes.map(() => new Map());
  labels.forEach((label, i) => {
    const banks = tree[classIndex.get(label)];
    if (!banks.has(groups[i])) banks.set(groups[i], []);
    banks.get(groups[i]).push(i);
  });
  const bankLists = tree.map((banks) => [...banks.values()]);
  const init = (fanIn, count) => Float64Array.from({ length: count }, () => gaussian(next) * Math.sqrt(2 / fanIn));
  const params = {
    w1: init(d, h * d),
    b1: new Float64Array(h),
    w2: init(h, e * h),
    b2: new Float64Array(e),
    prototypes: Float64Array.from({ length: c * e }, () => gaussian(next)),
  };
  const names = Object.keys(params);
  const grads = Object.fromEntries(names.map((name) => [name, new Float64Array(params[name].length)]));
  const m = Object.fromEntries(names.map((name) => [name, new Float64Array(params[name].length)]));
  const v = Object.fromEntries(names.map((name) => [name, new Float64Array(params[name].length)]));
  const x = new Float64Array(d);
  const a1 = new Float64Array(h);
  const mask = new Float64Array(h);
  const emb = new Float64Array(e);
  const logits = new Float64Array(c);
  const p = new Float64Array(c);
  const dl = new Float64Array(c);
  const de = new Float64Array(e);
  const da1 = new Float64Array(h);
  for (let step = 1; step <= o.steps; step += 1) {
    for (const name of names) grads[name].fill(0);
    for (let b = 0; b < o.batch; b += 1) {
      const k = Math.floor(next() * c);
      const banks = bankLists[k];
      const members = banks[Math.floor(next() * banks.length)];
      const row = rows[members[Math.floor(next() * members.length)]];
      for (let j = 0; j < d; j += 1) x[j] = row[j] + o.noise * gaussian(next);
      // forward
      for (let i = 0; i < h; i += 1) {
        let sum = params.b1[i];
        const offset = i * d;
        for (let j = 0; j < d; j += 1) sum += params.w1[offset + j] * x[j];
        mask[i] = next() < o.dropout ? 0 : 1 / (1 - o.dropout);
        a1[i] = sum > 0 ? sum * mask[i] : 0;
      }
      for (let i = 0; i < e; i += 1) {
        let sum = params.b2[i];
        const offset = i * h;
        for (let j = 0; j < h; j += 1) sum += params.w2[offset + j] * a1[j];
        emb[i] = sum;
      }
      let max = -Infinity;
      for (let q = 0; q < c; q += 1) {
        let sum = 0;
        for (let i = 0; i < e; i += 1) sum += (emb[i] - params.prototypes[q * e + i]) ** 2;
        logits[q] = -sum;
        if (logits[q] > max) max = logits[q];
      }
      let total = 0;
      for (let q = 0; q < c; q += 1) total += p[q] = Math.exp(logits[q] - max);
      let sideTotal = 0;
      for (let q = 0; q < c; q += 1) {
        p[q] /= total;
        if (drum[q] === drum[k]) sideTotal += p[q];
      }
      // dL/dlogit: family cross-entropy + sideWeight × side cross-entropy (−log Σ p over the true side)
      for (let q = 0; q < c; q += 1) {
        const sideTerm = p[q] - (drum[q] === drum[k] ? p[q] / Math.max(sideTotal, 1e-12) : 0);
        dl[q] = (p[q] - (q === k ? 1 : 0) + o.sideWeight * sideTerm) / o.batch;
      }
      // backward: logit_q = −‖emb − proto_q‖²
      de.fill(0);
      for (let q = 0; q < c; q += 1) {
        for (let i = 0; i < e; i += 1) {
          const diff = emb[i] - params.prototypes[q * e + i];
          de[i] += -2 * diff * dl[q];
          grads.prototypes[q * e + i] += 2 * diff * dl[q];
        }
      }
      da1.fill(0);
      for (let i = 0; i < e; i += 1) {
        grads.b2[i] += de[i];
        const offset = i * h;
        for (let j = 0; j < h; j += 1) {
          grads.w2[offset + j] += de[i] * a1[j];
          da1[j] += de[i] * params.w2[offset + j];
        }
      }
      for (let i = 0; i < h; i += 1) {
        if (a1[i] === 0) continue;
        const g = da1[i] * mask[i];
        grads.b1[i] += g;
        const offset = i * d;
        for (let j = 0; j < d; j += 1) grads.w1[offset + j] += g * x[j];
      }
    }
    // Adam with decoupled weight decay, the rate falling linearly to a tenth.
    const rate = o.rate * (1 - (0.9 * step) / o.steps);
    const c1 = 1 - 0.9 ** step;
    const c2 = 1 - 0.999 ** step;
    for (const name of names) {
      const w = params[name];
      const g = grads[name];
      const mm = m[name];
      const vv = v[name];
      const decay = name.startsWith('w') ? o.decay : 0;
      for (let j = 0; j < w.length; j += 1) {
        mm[j] = 0.9 * mm[j] + 0.1 * g[j];
        vv[j] = 0.999 * vv[j] + 0.001 * g[j] * g[j];
        w[j] -= rate * (mm[j] / c1 / (Math.sqrt(vv[j] / c2) + 1e-8) + decay * w[j]);
      }
    }
  }
  const toRows = (flat, count, width) =>
    Array.from({ length: count }, (_, i) => Array.from(flat.subarray(i * width, (i + 1) * width)));
  return {
    w1: toRows(params.w1, h, d),
    b1: Array.from(params.b1),
    w2: toRows(params.w2, e, h),
    b2: Array.from(params.b2),
    classes,
    prototypes: toRows(params.prototypes, c, e),
  };
}

/** The embedding of a standardised row (no dropout, no noise): what media computes. */
export function embed(net, row) {
  const a1 = net.w1.map((weights, i) =>
    Math.max(
      0,
      weights.reduce((sum, w, j) => sum + w * row[j], net.b1[i]),
    ),
  );
  return net.w2.map((weights, i) => weights.reduce((sum, w, j) => sum + w * a1[j], net.b2[i]));
}
