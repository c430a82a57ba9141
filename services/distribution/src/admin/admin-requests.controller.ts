import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DistributionRequestStatus } from '@sampleteca/contracts';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import { isUuid } from '@sampleteca/database';
import { parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { DecideRequestBody, DistributionRequestResponse } from '../requests/request.dto';
import { requestId } from '../requests/requests.controller';
import { RequestsService } from '../requests/requests.service';

const STATUSES: DistributionRequestStatus[] = ['pending', 'approved', 'cancelled'];
const SORTABLE = { createdAt: 'created_at', status: 'status' } as const;

const statusOf = (value: unknown) =>
  STATUSES.includes(value as DistributionRequestStatus) ? (value as DistributionRequestStatus) : undefined;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined);

/** The console's 'Solicitações' (ra-data-simple-rest): every request, pending first. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/distribution-requests')
export class AdminRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Solicitações (filtros: status, producerId, q), pendentes primeiro' })
  @ApiQuery({ name: 'filter', required: false, example: '{"status":"pending","q":"funk"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["createdAt","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOkResponse({ type: [DistributionRequestResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DistributionRequestResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: Object.keys(SORTABLE) });
    const producerId = typeof parsed.filter.producerId === 'string' && isUuid(parsed.filter.producerId);
    const { items, total } = await this.requests.adminList({
      status: statusOf(parsed.filter.status),
      userId: producerId ? (parsed.filter.producerId as string) : undefined,
      search: text(parsed.filter.q),
      order: parsed.sort
        ? { column: SORTABLE[parsed.sort.field as keyof typeof SORTABLE], direction: parsed.sort.order }
        : 'pending-first',
      offset: parsed.skip,
      limit: parsed.take,
    });
    setContentRange(response, 'distribution-requests', parsed, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: DistributionRequestResponse })
  show(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<DistributionRequestResponse> {
    return this.requests.get(user, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Decide a solicitação: { status: "approved" | "cancelled" }' })
  @ApiOkResponse({ type: DistributionRequestResponse })
  async decide(
    @Param('id', requestId) id: string,
    @Body() body: DecideRequestBody,
    @CurrentUser() user: AuthUser,
  ): Promise<DistributionRequestResponse> {
    return (await this.requests.decide(user, id, body.status)).request;
  }

  @Post(':id/undo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Desfaz a decisão: a solicitação volta a pendente e o som, a privado (Em análise)' })
  @ApiOkResponse({ type: DistributionRequestResponse })
  async undo(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<DistributionRequestResponse> {
    return (await this.requests.undoDecision(user, id)).request;
  }
}
