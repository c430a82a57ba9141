/** A pulse at least this clear (pulse-clarity.ts: pads and noise ~0, soft beats 0.2–0.5) makes a loop. */
const LOOP_PULSE = 0.2;
/** Shorter than this, a sound is a one-shot whatever its pulse (a bar at 180 BPM lasts 1.3 s). */
const LOOP_MIN_SECONDS = 1.3;

/**
 * Whether a sound sent to search with is compared with loops or with one-shots, as the catalogue
 * tells them apart (a sound with a tempo is a loop): a steady pulse measured over at least four
 * beats (the analysis finds no tempo in fewer). The portal lets its user switch.
 */
export function soundsLikeALoop(heard: {
  bpm: number | null;
  bpmConfidence: number | null;
  durationSeconds: number;
}): boolean {
  return heard.bpm !== null && (heard.bpmConfidence ?? 0) >= LOOP_PULSE && heard.durationSeconds >= LOOP_MIN_SECONDS;
}
