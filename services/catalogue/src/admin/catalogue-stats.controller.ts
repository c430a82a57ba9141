import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { CatalogueDailyStatsResponse } from './catalogue-stats.dto';
import { CatalogueStatsService } from './catalogue-stats.service';

/** The console's dashboard reads the catalogue's own numbers here (no other service reads its schema). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/catalogue/stats')
export class CatalogueStatsController {
  constructor(private readonly stats: CatalogueStatsService) {}

  @Get('daily')
  @ApiOperation({ summary: 'Envios e downloads por dia nos últimos 30 dias; sons com processamento falho' })
  @ApiOkResponse({ type: CatalogueDailyStatsResponse })
  daily(): Promise<CatalogueDailyStatsResponse> {
    return this.stats.daily();
  }
}
