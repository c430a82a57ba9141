import { Controller, Get, Header, Headers, HttpStatus, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { ApiExcludeEndpoint, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { metricsRegistry } from './metrics';
import { ReadinessRegistry, type LivenessReport, type ReadinessReport } from './readiness.registry';
import { Public } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';

type HealthAnswer = Pick<LivenessReport, 'status'> & Partial<Pick<LivenessReport, 'checks'>>;

/** Process-level probes: every pod answers them itself, so no ingress route owns them. */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly readiness: ReadinessRegistry,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Liveness: 503 only when a part registered as vital has stopped for good (a worker's job
   * worker or event consumer), so Kubernetes restarts the pod. Shared dependencies never count
   * here: a restart does not bring Redis back, it only adds a cold start to the outage.
   */
  @Get('health')
  @ApiOkResponse({ description: 'O processo está vivo' })
  @ApiServiceUnavailableResponse({ description: 'Uma parte vital parou (um worker de jobs): reinicie o processo' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    const report = await this.readiness.liveness();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return Object.keys(report.checks).length > 0 ? report : { status: report.status };
  }

  /** Readiness: the dependencies this process's ROLES need (ROLE_DEPENDENCIES); the rest reported, not decisive. */
  @Get('ready')
  @ApiOkResponse({
    description:
      'As dependências que os papéis deste processo usam respondem (api: PostgreSQL e Redis; worker: também RabbitMQ); as demais aparecem com required: false',
  })
  @ApiServiceUnavailableResponse({ description: 'Alguma dependência de que este processo precisa não responde' })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessReport> {
    const report = await this.readiness.report();
    if (report.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('metrics')
  @ApiExcludeEndpoint()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(@Headers('authorization') authorization?: string): Promise<string> {
    // The ingress sends /api/* to the pods, so a cluster sets METRICS_TOKEN and Prometheus
    // presents it as a bearer token; left empty (one machine, never production: the
    // configuration refuses it), metrics are open.
    if (this.config.METRICS_TOKEN && !sameSecret(authorization ?? '', `Bearer ${this.config.METRICS_TOKEN}`)) {
      throw new UnauthorizedException();
    }
    return metricsRegistry.metrics();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
