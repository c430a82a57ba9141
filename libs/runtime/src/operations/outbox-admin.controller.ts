import { Controller, Get, Inject, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Roles } from '@sampleteca/auth';
import type { ServiceName } from '@sampleteca/config';
import { readOutboxBacklog } from '@sampleteca/messaging';
import { capitalize } from './capitalize';
import { OutboxBacklogResponse } from './operations.dto';

/** GET /api/admin/<service>/outbox: events of the service not yet published, and the oldest one's age. */
export function outboxAdminController(service: ServiceName): Type<unknown> {
  @ApiTags('admin', service)
  @ApiBearerAuth()
  @Roles('admin')
  @Controller(`admin/${service}/outbox`)
  class OutboxAdminController {
    constructor(@Inject(getDataSourceToken(service)) private readonly dataSource: DataSource) {}

    @Get()
    @ApiOperation({ summary: `Eventos de ${service} ainda não publicados e a idade do mais antigo` })
    @ApiOkResponse({ type: OutboxBacklogResponse })
    async backlog(): Promise<OutboxBacklogResponse> {
      return { id: service, ...(await readOutboxBacklog(this.dataSource, service)) };
    }
  }
  Object.defineProperty(OutboxAdminController, 'name', { value: `${capitalize(service)}OutboxAdminController` });
  return OutboxAdminController;
}
