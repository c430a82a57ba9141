import type { Price } from './types';

type Recurring = NonNullable<Price['recurring']>;

const DAY = 86_400;

/**
 * The end of billing period number `periods` counted from the anchor, as Stripe counts it:
 * calendar months in UTC, the anchor's day of month kept where the month has it and clamped
 * to the month's last day where it does not (31 Jan → 28 Feb → 31 Mar).
 */
export function periodBoundary(anchor: number, recurring: Recurring, periods: number): number {
  const steps = periods * recurring.interval_count;
  if (recurring.interval === 'day') return anchor + steps * DAY;
  if (recurring.interval === 'week') return anchor + steps * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = recurring.interval === 'year' ? steps * 12 : steps;
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + months) / 12);
  const month = (start.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  const boundary = Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(boundary / 1000);
}

/** The period that follows one ending at `currentEnd`: it starts there and ends at the next boundary. */
export function nextPeriod(anchor: number, recurring: Recurring, currentEnd: number): { start: number; end: number } {
  let periods = 1;
  while (periodBoundary(anchor, recurring, periods) <= currentEnd) periods++;
  return { start: currentEnd, end: periodBoundary(anchor, recurring, periods) };
}
