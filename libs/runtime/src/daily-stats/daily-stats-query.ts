import type { Type } from '@nestjs/common';
import type { DailyStatsResponse } from './daily-stats.dto';
import type { DailyStatsWindow } from './daily-stats-window';

/** A service's own numbers for the window, everything of its answer but the time zone. */
export interface DailyStatsQuery<Response extends DailyStatsResponse> {
  daily(window: DailyStatsWindow): Promise<Omit<Response, 'timeZone'>>;
}

/**
 * The provider a service writes for its dashboard: the class reads the numbers, its statics say
 * how the route is documented (the summary and the answer's class).
 */
export type DailyStatsQueryClass<Response extends DailyStatsResponse> = Type<DailyStatsQuery<Response>> & {
  readonly summary: string;
  readonly response: Type<Response>;
};
