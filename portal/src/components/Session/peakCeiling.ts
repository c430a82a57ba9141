/** -0.5 dBFS: the headroom the server's ffmpeg alimiter used to leave on a rendered download. */
export const PEAK_CEILING_DB = -0.5;

/**
 * Keeps the loudest sample at or under `ceilingDb` by scaling the whole file down (a gain, never
 * up, never a limiter: the stretcher's transients rarely pass 0 dBFS by much, and a plain gain
 * changes nothing but the level). Changes `channels` in place; returns the gain applied (1: none).
 */
export function applyPeakCeiling(channels: readonly Float32Array[], ceilingDb = PEAK_CEILING_DB): number {
  const ceiling = 10 ** (ceilingDb / 20);
  let peak = 0;
  for (const channel of channels) {
    for (let index = 0; index < channel.length; index++) {
      const level = Math.abs(channel[index]);
      if (level > peak) peak = level;
    }
  }
  if (peak <= ceiling) return 1;
  const gain = ceiling / peak;
  for (const channel of channels) {
    for (let index = 0; index < channel.length; index++) channel[index] *= gain;
  }
  return gain;
}
