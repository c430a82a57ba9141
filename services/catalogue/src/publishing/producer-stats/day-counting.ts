import { clock } from '@sampleteca/runtime';

/**
 * The UTC day 'Meu painel' files a fact under ('2026-11-29'), by the platform's clock so a test
 * can move to the next day instead of waiting for it.
 */
export const statsDay = (at: number = clock.now()): string => new Date(at).toISOString().slice(0, 10);

/**
 * SQL for what a change of a state (a like, a follow) moves in the day's two counters, against
 * the state the day began with (`startedOn`): moving away from it counts one (a new like; an
 * unlike of an earlier day's like), moving back takes that one away again. So a person counts by
 * where they end the day, however often they click.
 */
export const netChange = (startedOn: string, nowOn: string) => ({
  gained: `CASE WHEN ${startedOn} THEN 0 WHEN ${nowOn} THEN 1 ELSE -1 END`,
  lost: `CASE WHEN NOT ${startedOn} THEN 0 WHEN ${nowOn} THEN -1 ELSE 1 END`,
});
