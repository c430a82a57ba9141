import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { metricsRegistry } from './metrics';
import { ReadinessRegistry, type ReadinessReport } from './readiness';
import { Public } from '@sampleteca/auth';

/** Process-level probes: every pod answers them itself, so no ingress route owns them. */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessRegistry) {}

  @Get('health')
  @ApiOkResponse({ description: 'O processo está vivo' })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'PostgreSQL, RabbitMQ e Redis respondem' })
  @ApiServiceUnavailableResponse({ description: 'Alguma dependência não responde' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.readiness.report();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('metrics')
  @ApiExcludeEndpoint()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}
