import type { SoundDescription } from '../../api/similar';

const seconds = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** What media heard, in a line: '4,2 s · loop · 120 BPM · Am'. */
export function describedSound({ durationSeconds, loop, bpm, key }: SoundDescription): string {
  return [
    `${seconds.format(durationSeconds)} s`,
    loop ? 'loop' : 'one-shot',
    bpm === null ? null : `${Math.round(bpm)} BPM`,
    key ? `tom ${key}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
