import type { TimbreDescriptor } from '@sampleteca/contracts';
import { TIMBRE_DIMENSIONS, TIMBRE_VERSION, TIMBRE_WEIGHTS } from './features';

/**
 * Each raw feature's mean and standard deviation over bench/similarity's sounds (seeds 1–3: 336
 * one-shots of seven families, 96 drum and melodic loops), measured by
 * `node bench/similarity/calibrate.mjs`. Fixed, not refitted as the catalogue grows: a vector must
 * mean the same thing whenever it was made. Changing them is a new TIMBRE_VERSION.
 */
export const TIMBRE_MEANS: readonly number[] = [
  98.8537, 12.3252, 21.6728, 2.0812, -0.116, -4.8591, 9.0596, 0.3147, 9.43, -1.1172, -1.3249, -0.3758, -0.5822, -0.6391,
  -0.6896, -0.7325, -0.782, -1.1434, 0.2679, -0.8974, 0.0922, 9.635, 0.372,
];
export const TIMBRE_STDS: readonly number[] = [
  116.3375, 74.7705, 37.5859, 35.8844, 28.2977, 26.5948, 2.1477, 0.4621, 2.306, 0.5617, 0.6577, 0.272, 0.2571, 0.2227,
  0.1806, 0.1542, 0.1042, 0.7127, 0.1929, 0.8047, 0.6335, 3.8294, 0.1797,
];

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The descriptor of raw features (measureTimbre's): each z-scored with the fixed constants,
 * times its weight, rounded to 4 decimals (the same audio gives the same vector). Null stays null.
 */
export function timbreDescriptor(raw: readonly number[] | null): TimbreDescriptor | null {
  if (raw === null) return null;
  if (raw.length !== TIMBRE_DIMENSIONS || !raw.every(Number.isFinite)) {
    throw new Error(`descritor de timbre inválido: ${raw.length} valores, esperados ${TIMBRE_DIMENSIONS} finitos`);
  }
  const values = raw.map((value, index) =>
    // + 0 turns a -0 into 0 (JSON and PostgreSQL would keep the sign).
    round4(((value - TIMBRE_MEANS[index]) / TIMBRE_STDS[index]) * TIMBRE_WEIGHTS[index] + 0),
  );
  return { version: TIMBRE_VERSION, values };
}

/** How far apart two descriptors of the same version sound: Euclidean distance (what the catalogue ranks by). */
export function timbreDistance(a: TimbreDescriptor, b: TimbreDescriptor): number {
  if (a.version !== b.version || a.values.length !== b.values.length) {
    throw new Error(`descritores de timbre incomparáveis (versões ${a.version} e ${b.version})`);
  }
  let sum = 0;
  for (let index = 0; index < a.values.length; index += 1) sum += (a.values[index] - b.values[index]) ** 2;
  return Math.sqrt(sum);
}
