import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { DistributionDailyStatsResponse } from './distribution-stats.dto';
import { DistributionStatsService } from './distribution-stats.service';

/** The console's dashboard reads distribution's own numbers here (no other service reads its schema). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/distribution/stats')
export class DistributionStatsController {
  constructor(private readonly stats: DistributionStatsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Solicitações pendentes ao fim de cada dia dos últimos 30 dias, e agora' })
  @ApiOkResponse({ type: DistributionDailyStatsResponse })
  daily(): Promise<DistributionDailyStatsResponse> {
    return this.stats.daily();
  }
}
