import { html, type SafeHtml } from '@sampleteca/runtime';

/** Bars drawn on a phone: the card's 200 levels in groups, each its loudest (the shape stays). */
const BARS = 80;
const HEIGHT = 40;
/** 'a' is silence, 'u' (a + 20) the loudest bar (card-peaks.ts). */
const SILENCE = 'a'.charCodeAt(0);
const STEPS = 20;

/**
 * A card's waveform as an SVG path, twice: the whole in grey and, clipped to `--played`, the part
 * heard so far (first-view.js moves it while the preview plays; without scripts it stays grey).
 */
export function waveform(levels: string | null, id: string): SafeHtml | null {
  if (!levels) return null;
  const group = Math.max(1, Math.ceil(levels.length / BARS));
  let path = '';
  for (let bar = 0; bar * group < levels.length; bar += 1) {
    const slice = levels.slice(bar * group, (bar + 1) * group);
    const loudest = Math.max(...Array.from(slice, (letter) => letter.charCodeAt(0) - SILENCE)) / STEPS;
    const height = Math.max(1, Math.round(loudest * HEIGHT));
    path += `M${bar * 3} ${(HEIGHT - height) / 2}h2v${height}h-2z`;
  }
  const width = Math.ceil(levels.length / group) * 3;
  return html`<div class="fv-wave" aria-hidden="true">
    <svg viewBox="0 0 ${width} ${HEIGHT}" preserveAspectRatio="none">
      <path id="fv-wave-${id}" d="${path}" />
      <use href="#fv-wave-${id}" class="fv-played" />
    </svg>
  </div>`;
}
