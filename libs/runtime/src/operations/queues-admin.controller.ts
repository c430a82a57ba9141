import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res, type Type } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sampleteca/auth';
import type { ServiceName } from '@sampleteca/config';
import { ApiSimpleRestList, rangeOf, simpleRestList } from '@sampleteca/http';
import { JobsRuntime, type JobMap, type QueueDefinition, type QueueInspector } from '@sampleteca/jobs';
import { answering, operationsError, OperationsErrorCode } from './operations-errors';
import { FailedJobResponse, QueueCountsResponse } from './operations.dto';
import { capitalize } from './capitalize';
import { shownJob } from './shown-to-operators';

/**
 * GET/POST/DELETE /api/admin/<service>/queues…: the service's own BullMQ queues, as the console's
 * Operações screen reads and mends them (ra-data-simple-rest lists). Admins only.
 */
export function queuesAdminController(service: ServiceName, definitions: QueueDefinition<JobMap>[]): Type<unknown> {
  @ApiTags('admin', service)
  @ApiBearerAuth()
  @Roles('admin')
  @Controller(`admin/${service}/queues`)
  class QueuesAdminController {
    private readonly inspector: QueueInspector;

    constructor(runtime: JobsRuntime) {
      this.inspector = runtime.inspector(definitions);
    }

    @Get()
    @ApiOperation({
      summary: `Filas de jobs de ${service}: aguardando, em execução, agendados, falhos, concluídos/hora`,
    })
    @ApiSimpleRestList(QueueCountsResponse, { range: '[0,19]' })
    list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<QueueCountsResponse[]> {
      return simpleRestList({ query, response, resource: 'queues' }, async (parsed) => {
        const all = (await this.inspector.counts()).map((counts) => ({ id: counts.name, ...counts }));
        return rangeOf(all, parsed);
      });
    }

    @Get(':queue/failed-jobs')
    @ApiOperation({ summary: 'Jobs que esgotaram as tentativas, com o erro (a falha mais recente primeiro)' })
    @ApiSimpleRestList(FailedJobResponse, { range: '[0,19]' })
    @ApiNotFoundResponse({ description: operationsError.describe(OperationsErrorCode.QueueNotFound) })
    failed(
      @Param('queue') queue: string,
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<FailedJobResponse[]> {
      return simpleRestList({ query, response, resource: 'failed-jobs' }, async ({ skip, take }) => {
        const { items, total } = await answering(() => this.inspector.failed(queue, skip, take));
        return { items: items.map(shownJob), total };
      });
    }

    @Post(':queue/failed-jobs/:jobId/retry')
    @HttpCode(200)
    @ApiOperation({ summary: 'Tenta de novo um job que falhou (volta a aguardar, com as tentativas zeradas)' })
    @ApiOkResponse({ type: FailedJobResponse, description: 'O job como estava antes de voltar à fila' })
    @ApiNotFoundResponse({ description: operationsError.describe(OperationsErrorCode.JobNotFound) })
    @ApiConflictResponse({ description: operationsError.describe(OperationsErrorCode.JobNotFailed) })
    async retry(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<FailedJobResponse> {
      return shownJob(await answering(() => this.inspector.retry(queue, jobId)));
    }

    @Delete(':queue/failed-jobs/:jobId')
    @ApiOperation({ summary: 'Remove um job que falhou' })
    @ApiOkResponse({ type: FailedJobResponse, description: 'O job removido' })
    @ApiNotFoundResponse({ description: operationsError.describe(OperationsErrorCode.JobNotFound) })
    @ApiConflictResponse({ description: operationsError.describe(OperationsErrorCode.JobNotFailed) })
    async remove(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<FailedJobResponse> {
      return shownJob(await answering(() => this.inspector.remove(queue, jobId)));
    }
  }
  Object.defineProperty(QueuesAdminController, 'name', { value: `${capitalize(service)}QueuesAdminController` });
  return QueuesAdminController;
}
