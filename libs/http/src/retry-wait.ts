/**
 * A rate limit's wait as a person reads it: seconds under a minute, then "cerca de" minutes
 * (rounded up, so nobody tries again too soon) or hours. `Retry-After` keeps the exact seconds.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'segundo', 'segundos');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `cerca de ${plural(minutes, 'minuto', 'minutos')}`;
  // Past an hour "cerca de" is honest to the nearest hour.
  return `cerca de ${plural(Math.round(minutes / 60), 'hora', 'horas')}`;
}

/** The spec's rate-limit message (spec 1 §8) with the wait in words. */
export const rateLimitedMessage = (seconds: number): string =>
  `Por questões de segurança, tente novamente em ${waitInWords(seconds)}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
