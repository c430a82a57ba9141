/**
 * A long render split into parts that run at once, each in its own offline context (Chromium gives
 * each its own audio thread): on two cores a 3-minute loop is made in about half the time.
 * A part starts PREROLL_SECONDS early, so the stretcher has settled by the part's first frame,
 * and the seam is crossfaded over the last CROSSFADE_SECONDS of that lead-in.
 */
export const PREROLL_SECONDS = 0.5;
export const CROSSFADE_SECONDS = 0.02;
/** Shorter than this, one part: the lead-in and a second stretcher would cost more than they save. */
const MIN_PART_SECONDS = 4;
const MAX_PARTS = 4;

export interface RenderPart {
  /** The output frame where the part's own frames begin (its lead-in comes before). */
  from: number;
  /** The part's own frames. */
  frames: number;
  /** Frames rendered before `from` and dropped, but for the crossfade (0 for the first part). */
  leadIn: number;
}

/** How `frames` of output are split among at most `cores` parts (one when it is short). */
export function splitRender(frames: number, sampleRate: number, cores: number): RenderPart[] {
  const count = Math.max(1, Math.min(MAX_PARTS, cores, Math.floor(frames / (MIN_PART_SECONDS * sampleRate))));
  const size = Math.ceil(frames / count);
  const leadIn = Math.round(PREROLL_SECONDS * sampleRate);
  return Array.from({ length: count }, (_, index) => {
    const from = index * size;
    return { from, frames: Math.min(size, frames - from), leadIn: index === 0 ? 0 : Math.min(leadIn, from) };
  });
}

/**
 * The parts' channels joined into one output: each part's own frames in place, the frames just
 * before a seam faded from the previous part into the next one's lead-in (equal power).
 */
export function joinParts(
  parts: readonly RenderPart[],
  rendered: readonly Float32Array[][],
  frames: number,
  sampleRate: number,
): Float32Array[] {
  const channels = rendered[0].length;
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  const fade = Math.round(CROSSFADE_SECONDS * sampleRate);
  parts.forEach((part, index) => {
    for (let channel = 0; channel < channels; channel++) {
      const source = rendered[index][channel];
      out[channel].set(source.subarray(part.leadIn, part.leadIn + part.frames), part.from);
      const span = Math.min(fade, part.leadIn);
      for (let offset = 1; offset <= span; offset++) {
        const at = part.from - offset;
        const incoming = Math.cos(((offset / span) * Math.PI) / 2);
        const outgoing = Math.sin(((offset / span) * Math.PI) / 2);
        out[channel][at] = out[channel][at] * outgoing + source[part.leadIn - offset] * incoming;
      }
    }
  });
  return out;
}
