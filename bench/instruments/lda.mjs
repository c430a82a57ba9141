/**
 * Linear discriminant analysis in plain JS (no dependency): the directions along which instrument
 * families lie far apart relative to how much each family varies inside itself. Classes count
 * equally (a family with few files is not drowned by one with many); the within-class scatter is
 * shrunk towards its diagonal (few files per family against ~150 features).
 */

/** Eigen-decomposition of a symmetric matrix by cyclic Jacobi rotations: { values, vectors (columns) }. */
export function symmetricEigen(input) {
  const n = input.length;
  const a = input.map((row) => Float64Array.from(row));
  const v = Array.from({ length: n }, (_, i) => {
    const row = new Float64Array(n);
    row[i] = 1;
    return row;
  });
  for (let sweep = 0; sweep < 60; sweep += 1) {
    let off = 0;
    for (let p = 0; p < n; p += 1) for (let q = p + 1; q < n; q += 1) off += a[p][q] ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        if (Math.abs(a[p][q]) < 1e-14) continue;
        const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = a[k][p];
          const akq = a[k][q];
          a[k][p] = c * akp - s * akq;
          a[k][q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = a[p][k];
          const aqk = a[q][k];
          a[p][k] = c * apk - s * aqk;
          a[q][k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k][p];
          const vkq = v[k][q];
          v[k][p] = c * vkp - s * vkq;
          v[k][q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = a.map((row, i) => row[i]);
  return { values, vectors: v.map((row) => Array.from(row)) };
}

export function meansAndStds(rows) {
  const d = rows[0].length;
  const means = new Array(d).fill(0);
  for (const row of rows) for (let j = 0; j < d; j += 1) means[j] += row[j] / rows.length;
  const stds = new Array(d).fill(0);
  for (const row of rows) for (let j = 0; j < d; j += 1) stds[j] += (row[j] - means[j]) ** 2 / rows.length;
  return { means, stds: stds.map((value) => Math.max(Math.sqrt(value), 1e-6)) };
}

export function standardise(row, means, stds) {
  return row.map((value, j) => Math.max(-8, Math.min(8, (value - means[j]) / stds[j])));
}

/**
 * LDA on standardised rows with labels: the `dimensions` most discriminant directions, each
 * scaled so a family's spread along it is 1 (times √eigenvalue^power: power 0 whitens, 0.5
 * stretches the more discriminant directions). Returns the rows of the projection matrix.
 */
export function lda(rows, labels, { dimensions, shrinkage = 0.2, power = 0.5, groups }) {
  const d = rows[0].length;
  const classes = [...new Set(labels)];
  // Each group (bank) of a class weighs the same in it: a kit of 60 strums does not make "guitar".
  const groupCounts = new Map();
  const groupOf = (i) => `${labels[i]}\u0000${groups ? groups[i] : i}`;
  rows.forEach((_, i) => groupCounts.set(groupOf(i), (groupCounts.get(groupOf(i)) ?? 0) + 1));
  const byClass = new Map(classes.map((label) => [label, []]));
  rows.forEach((row, i) => byClass.get(labels[i]).push({ row, weight: 1 / groupCounts.get(groupOf(i)) }));
  for (const members of byClass.values()) {
    const total = members.reduce((sum, member) => sum + member.weight, 0);
    for (const member of members) member.weight /= total;
  }
  const grand = new Array(d).fill(0);
  const centres = new Map();
  for (const [label, members] of byClass) {
    const centre = new Array(d).fill(0);
    for (const { row, weight } of members) for (let j = 0; j < d; j += 1) centre[j] += row[j] * weight;
    centres.set(label, centre);
    for (let j = 0; j < d; j += 1) grand[j] += centre[j] / classes.length;
  }
  const within = Array.from({ length: d }, () => new Float64Array(d));
  const between = Array.from({ length: d }, () => new Float64Array(d));
  for (const [label, members] of byClass) {
    const centre = centres.get(label);
    for (const { row, weight: share } of members) {
      const weight = share / classes.length;
      const diff = row.map((value, j) => value - centre[j]);
      for (let i = 0; i < d; i += 1) {
        if (diff[i] === 0) continue;
        const wi = diff[i] * weight;
        const target = within[i];
        for (let j = 0; j < d; j += 1) target[j] += wi * diff[j];
      }
    }
    const diff = centre.map((value, j) => value - grand[j]);
    for (let i = 0; i < d; i += 1) for (let j = 0; j < d; j += 1) between[i][j] += (diff[i] * diff[j]) / classes.length;
  }
  // Shrink towards the diagonal, and keep a floor: directions the corpus never varies along are not trusted.
  let trace = 0;
  for (let i = 0; i < d; i += 1) trace += within[i][i];
  for (let i = 0; i < d; i += 1) {
    for (let j = 0; j < d; j += 1) within[i][j] *= i === j ? 1 : 1 - shrinkage;
    within[i][i] += (shrinkage * trace) / d;
  }
  // Whiten the within-class scatter (W^-1/2), then the between-class eigen-directions in that space.
  const w = symmetricEigen(within.map((row) => Array.from(row)));
  const inverseRoot = Array.from({ length: d }, (_, i) =>
    Array.from({ length: d }, (_, j) => {
      let sum = 0;
      for (let k = 0; k < d; k += 1)
        sum += (w.vectors[i][k] * w.vectors[j][k]) / Math.sqrt(Math.max(w.values[k], 1e-9));
      return sum;
    }),
  );
  const multiply = (a, b) =>
    a.map((row) => b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)));
  const whitenedBetween = multiply(
    multiply(
      inverseRoot,
      between.map((row) => Array.from(row)),
    ),
    inverseRoot,
  );
  const b = symmetricEigen(whitenedBetween);
  const order = b.values
    .map((value, k) => [value, k])
    .sort((x, y) => y[0] - x[0])
    .slice(0, dimensions);
  return order.map(([value, k]) => {
    const direction = inverseRoot.map((row) => row.reduce((sum, weight, j) => sum + weight * b.vectors[j][k], 0));
    const scale = Math.max(value, 0) ** power;
    return direction.map((weight) => weight * scale);
  });
}

export function project(matrix, row) {
  return matrix.map((direction) => direction.reduce((sum, weight, j) => sum + weight * row[j], 0));
}
