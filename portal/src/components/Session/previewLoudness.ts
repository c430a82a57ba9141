/**
 * Previews play at one loudness, so nothing jumps out while browsing: each is turned to this many
 * LUFS from its measured integrated loudness (EBU R128, measured by media at upload). -16 LUFS is
 * what streaming services aim at; most samples are mastered louder, so most are turned down.
 */
export const PREVIEW_LOUDNESS_LUFS = -16;
/** Quiet sounds are raised at most this much (Web Audio path): a near-silent file stays quiet. */
const MAX_BOOST_DB = 6;
const MAX_CUT_DB = 24;

/** The gain (linear) that brings a preview measured at `lufs` to the common loudness; 1 when unknown. */
export function previewGain(lufs: number | null | undefined): number {
  if (lufs === null || lufs === undefined || !Number.isFinite(lufs)) return 1;
  const db = Math.min(MAX_BOOST_DB, Math.max(-MAX_CUT_DB, PREVIEW_LOUDNESS_LUFS - lufs));
  return 10 ** (db / 20);
}
