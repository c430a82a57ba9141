/** The dashboard's window: the last 30 days, counted as the team in Brazil counts its days. */
export const STATS_DAYS = 30;
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

export type DailyStatsWindow = { timeZone: string; days: number };

/**
 * The window's days as a CTE named `days` (one `day` per row, oldest first, today last), for a
 * query whose parameters are $1 = the time zone and $2 = the number of days.
 */
export const WINDOW_DAYS_CTE = `days AS (
         SELECT (now() AT TIME ZONE $1)::date - back AS day FROM generate_series($2::int - 1, 0, -1) AS back
       )`;

/** The window's parameters in the order WINDOW_DAYS_CTE reads them. */
export const windowParameters = (window: DailyStatsWindow): [string, number] => [window.timeZone, window.days];
