/**
 * A length or a position as a musician reads it, the same on every card, the share page, the
 * drawers and the wizard: 'm:ss' ('1:15'), with tenths for a sound under ten seconds ('0:00.4' for
 * a kick, '0:03.5'), which whole seconds would call '0:00'. `of` is the whole sound's length: a
 * position shows with its sound's precision. A sound that lasts anything shows at least '0:00.1'.
 */
export function clock(seconds: number, of: number = seconds): string {
  const tenths = of < 10;
  const step = tenths ? 10 : 1;
  let rounded = Math.round(Math.max(0, seconds) * step) / step;
  if (rounded === 0 && seconds > 0) rounded = 1 / step;
  const minutes = Math.floor(rounded / 60);
  const rest = rounded - minutes * 60;
  return `${minutes}:${tenths ? rest.toFixed(1).padStart(4, '0') : String(rest).padStart(2, '0')}`;
}
