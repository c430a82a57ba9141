const SEEK_STEP_SECONDS = 5;

/** How far into the sound `time` is, 0 to 100 (the slider's value). */
export const percent = (time: number, duration: number) =>
  duration > 0 ? Math.min(100, Math.max(0, Math.round((time / duration) * 100))) : 0;

/** Where a key pressed on the waveform slider moves to, within the sound; null for other keys. */
export function seekTarget(key: string, now: number, duration: number): number | null {
  const to =
    key === 'ArrowRight' || key === 'ArrowUp'
      ? now + SEEK_STEP_SECONDS
      : key === 'ArrowLeft' || key === 'ArrowDown'
        ? now - SEEK_STEP_SECONDS
        : key === 'Home'
          ? 0
          : key === 'End'
            ? duration
            : null;
  return to === null ? null : Math.min(duration, Math.max(0, to));
}
