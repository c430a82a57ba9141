import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sampleteca/auth';
import { CONFIG, type Config, type ServiceName } from '@sampleteca/config';
import { ApiSimpleRestList, rangeOf, simpleRestList } from '@sampleteca/http';
import { consumerQueueName, DeadLetterInspector } from '@sampleteca/messaging';
import { capitalize } from './capitalize';
import { answering, operationsError, OperationsErrorCode } from './operations-errors';
import { DeadLetterResponse, ReplayAllResponse } from './operations.dto';
import { shownLetter } from './shown-to-operators';

/**
 * /api/admin/<service>/dead-letters…: the events the service's consumers gave up on, inspected
 * and sent back to them (their inbox drops any already handled). Admins only.
 */
export function deadLettersAdminController(service: ServiceName): Type<unknown> {
  @ApiTags('admin', service)
  @ApiBearerAuth()
  @Roles('admin')
  @Controller(`admin/${service}/dead-letters`)
  class DeadLettersAdminController {
    private readonly inspector: DeadLetterInspector;

    constructor(@Inject(CONFIG) config: Config) {
      this.inspector = new DeadLetterInspector(
        config.RABBITMQ_URL,
        consumerQueueName(config.EVENTS_QUEUE_PREFIX, service),
      );
    }

    @Get()
    @ApiOperation({ summary: `Eventos na fila morta dos consumidores de ${service}` })
    @ApiSimpleRestList(DeadLetterResponse, { range: '[0,19]' })
    list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<DeadLetterResponse[]> {
      return simpleRestList({ query, response, resource: 'dead-letters' }, async (parsed) => {
        const { items, total } = rangeOf(await this.inspector.list(), parsed);
        return { items: items.map(shownLetter), total };
      });
    }

    // Before ':id', so 'replay' is never read as an event id.
    @Post('replay')
    @HttpCode(200)
    @ApiOperation({ summary: 'Devolve todos os eventos da fila morta ao consumidor' })
    @ApiOkResponse({ type: ReplayAllResponse })
    async replayAll(): Promise<ReplayAllResponse> {
      return { replayed: await this.inspector.replayAll() };
    }

    @Get(':id')
    @ApiOperation({ summary: 'Um evento da fila morta: envelope, erro, cabeçalhos e quando parou lá' })
    @ApiOkResponse({ type: DeadLetterResponse })
    @ApiNotFoundResponse({ description: operationsError.describe(OperationsErrorCode.DeadLetterNotFound) })
    async getOne(@Param('id') id: string): Promise<DeadLetterResponse> {
      return shownLetter(await answering(() => this.inspector.get(id)));
    }

    @Post(':id/replay')
    @HttpCode(200)
    @ApiOperation({ summary: 'Devolve um evento da fila morta ao consumidor' })
    @ApiOkResponse({ type: DeadLetterResponse, description: 'O evento devolvido' })
    @ApiNotFoundResponse({ description: operationsError.describe(OperationsErrorCode.DeadLetterNotFound) })
    async replay(@Param('id') id: string): Promise<DeadLetterResponse> {
      return shownLetter(await answering(() => this.inspector.replay(id)));
    }
  }
  Object.defineProperty(DeadLettersAdminController, 'name', {
    value: `${capitalize(service)}DeadLettersAdminController`,
  });
  return DeadLettersAdminController;
}
