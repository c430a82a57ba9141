import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DistributionRequestStatus } from '@sampleteca/contracts';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import { isUuid } from '@sampleteca/database';
import { ApiSimpleRestList, filterChoice, filterText, simpleRestList } from '@sampleteca/http';
import { DecideRequestBody, DistributionRequestResponse } from '../requests/request.dto';
import { requestId } from '../requests/requests.controller';
import { RequestsService } from '../requests/requests.service';

const STATUSES: DistributionRequestStatus[] = ['pending', 'approved', 'cancelled'];
const SORTABLE = { createdAt: 'created_at', status: 'status' } as const;

/** The console's 'Solicitações' (ra-data-simple-rest): every request, pending first. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/distribution-requests')
export class AdminRequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Solicitações (filtros: status, producerId, q), pendentes primeiro' })
  @ApiSimpleRestList(DistributionRequestResponse, {
    filter: '{"status":"pending","q":"funk"}',
    sort: '["createdAt","DESC"]',
    range: '[0,24]',
  })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DistributionRequestResponse[]> {
    const request = { query, response, resource: 'distribution-requests', sortable: Object.keys(SORTABLE) };
    return simpleRestList(request, ({ filter, sort, skip, take }) => {
      const producerId = typeof filter.producerId === 'string' && isUuid(filter.producerId);
      return this.requests.adminList({
        status: filterChoice(STATUSES, filter.status),
        userId: producerId ? (filter.producerId as string) : undefined,
        search: filterText(filter.q),
        order: sort
          ? { column: SORTABLE[sort.field as keyof typeof SORTABLE], direction: sort.order }
          : 'pending-first',
        offset: skip,
        limit: take,
      });
    });
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
