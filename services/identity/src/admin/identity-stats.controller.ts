import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { IdentityDailyStatsResponse } from './identity-stats.dto';
import { IdentityStatsService } from './identity-stats.service';

/** The console's dashboard reads identity's own numbers here (no other service reads identity's schema). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/identity/stats')
export class IdentityStatsController {
  constructor(private readonly stats: IdentityStatsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Novos usuários por dia nos últimos 30 dias' })
  @ApiOkResponse({ type: IdentityDailyStatsResponse })
  daily(): Promise<IdentityDailyStatsResponse> {
    return this.stats.daily();
  }
}
