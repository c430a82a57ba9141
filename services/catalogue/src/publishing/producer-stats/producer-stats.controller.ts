import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { ProducerStats, ProducerStatsQuery } from './producer-stats.dto';
import { ProducerStatsService } from './producer-stats.service';

@ApiTags('library')
@ApiBearerAuth()
@Controller('library')
export class ProducerStatsController {
  constructor(private readonly producerStats: ProducerStatsService) {}

  @Get('stats')
  @ApiOperation({ summary: 'Meu painel: prévias, curtidas, downloads e seguidores dos meus sons, por dia' })
  @ApiOkResponse({ type: ProducerStats })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'days diferente de 7, 30 ou 90' })
  stats(@Query() query: ProducerStatsQuery, @CurrentUser() user: AuthUser): Promise<ProducerStats> {
    return this.producerStats.of(user.id, query.days);
  }
}
