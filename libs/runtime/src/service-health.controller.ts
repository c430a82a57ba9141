import { Controller, Get, HttpStatus, Res, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { Public } from '@sampleteca/auth';
import { OutboxRelay } from '@sampleteca/messaging';

export type ServiceHealth = {
  service: string;
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
  pendingMigrations: boolean | null;
  outboxPending: number | null;
};

/** GET /api/health/<service>: the service's own schema, migrations and outbox backlog. */
export function serviceHealthController(service: string): Type<unknown> {
  @ApiTags('health')
  @Public()
  @Controller(`health/${service}`)
  class ServiceHealthController {
    constructor(
      @Inject(getDataSourceToken(service)) private readonly dataSource: DataSource,
      private readonly relay: OutboxRelay,
    ) {}

    @Get()
    @ApiOkResponse({ description: `Saúde do serviço ${service}` })
    @ApiServiceUnavailableResponse({ description: `O serviço ${service} não alcança seu banco` })
    async health(@Res({ passthrough: true }) response: Response): Promise<ServiceHealth> {
      try {
        const pendingMigrations = await this.dataSource.showMigrations();
        const outboxPending = await this.relay.countPending();
        return { service, status: 'ok', database: 'up', pendingMigrations, outboxPending };
      } catch {
        response.status(HttpStatus.SERVICE_UNAVAILABLE);
        return { service, status: 'unavailable', database: 'down', pendingMigrations: null, outboxPending: null };
      }
    }
  }
  Object.defineProperty(ServiceHealthController, 'name', { value: `${capitalize(service)}HealthController` });
  return ServiceHealthController;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
