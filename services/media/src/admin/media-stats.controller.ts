import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { MediaDailyStatsResponse } from './media-stats.dto';
import { MediaStatsService } from './media-stats.service';

/** The console's dashboard reads media's own numbers here (no other service reads its schema). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/media/stats')
export class MediaStatsController {
  constructor(private readonly stats: MediaStatsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Falhas de processamento de áudio por dia nos últimos 30 dias' })
  @ApiOkResponse({ type: MediaDailyStatsResponse })
  daily(): Promise<MediaDailyStatsResponse> {
    return this.stats.daily();
  }
}
