import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import type { ServiceName } from '@sampleteca/config';
import { capitalize } from '../operations/capitalize';
import type { DailyStatsResponse } from './daily-stats.dto';
import type { DailyStatsQuery, DailyStatsQueryClass } from './daily-stats-query';
import { STATS_DAYS, STATS_TIME_ZONE } from './daily-stats-window';

/**
 * GET /api/admin/<service>/stats/daily: the console's dashboard reads each service's own numbers
 * from the service itself (no service reads another's schema). The service gives the query.
 */
export function dailyStatsController<Response extends DailyStatsResponse>(
  service: ServiceName,
  query: DailyStatsQueryClass<Response>,
): Type<unknown> {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin')
  @Controller(`admin/${service}/stats`)
  class StatsController {
    constructor(@Inject(query) private readonly stats: DailyStatsQuery<Response>) {}

    @Get('daily')
    @ApiOperation({ summary: query.summary })
    @ApiOkResponse({ type: query.response })
    async daily(): Promise<DailyStatsResponse> {
      const numbers = await this.stats.daily({ timeZone: STATS_TIME_ZONE, days: STATS_DAYS });
      return { timeZone: STATS_TIME_ZONE, ...numbers };
    }
  }
  // The class name is the OpenAPI operation id's prefix (IdentityStatsController_daily).
  Object.defineProperty(StatsController, 'name', { value: `${capitalize(service)}StatsController` });
  return StatsController;
}
