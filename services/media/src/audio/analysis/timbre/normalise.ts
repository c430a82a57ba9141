import type { TimbreDescriptor } from '@sampleteca/contracts';
import { TIMBRE_FEATURES, TIMBRE_VERSION } from './features';
import { projectFeatures } from './project';
import { TIMBRE_MODEL } from './timbre-model';

/** A model trained on other features would give vectors that mean nothing (checked once, on first use). */
let modelChecked = false;
function checkModel(): void {
  if (modelChecked) return;
  if (TIMBRE_MODEL.version !== TIMBRE_VERSION || TIMBRE_MODEL.features.join() !== TIMBRE_FEATURES.join()) {
    throw new Error(
      'timbre-model.ts não corresponde às características medidas: treine de novo (bench/instruments/train.mjs)',
    );
  }
  modelChecked = true;
}

/** The descriptor's length: the network's output, else the projection's (small enough for the catalogue's cube, ≤ 100). */
export const TIMBRE_DIMENSIONS = TIMBRE_MODEL.network?.output.length ?? TIMBRE_MODEL.projection.length;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The descriptor of raw features (measureTimbre's): projected by the trained model, rounded to
 * 4 decimals (the same audio gives the same vector). Null stays null.
 */
export function timbreDescriptor(raw: readonly number[] | null): TimbreDescriptor | null {
  if (raw === null) return null;
  checkModel();
  if (raw.length !== TIMBRE_FEATURES.length || !raw.every(Number.isFinite)) {
    throw new Error(`descritor de timbre inválido: ${raw.length} valores, esperados ${TIMBRE_FEATURES.length} finitos`);
  }
  // + 0 turns a -0 into 0 (JSON and PostgreSQL would keep the sign).
  const values = projectFeatures(TIMBRE_MODEL, raw).map((value) => round4(value) + 0);
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
