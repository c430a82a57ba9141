import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PlanTier } from '@sampleteca/contracts';
import { Roles } from '@sampleteca/auth';
import { isUuid } from '@sampleteca/database';
import { ApiSimpleRestList, filterChoice, filterText, simpleRestList } from '@sampleteca/http';
import { AdminSubscriptionResponse, SUBSCRIPTION_STATUSES } from './admin-subscription.dto';
import {
  ADMIN_SUBSCRIPTION_SORTS,
  AdminSubscriptionsService,
  type AdminSubscriptionQuery,
} from './admin-subscriptions.service';

const TIERS: PlanTier[] = ['basic', 'pro'];

/** The console's 'Assinaturas' (ra-data-simple-rest), read-only. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @Get()
  @ApiOperation({ summary: 'Assinaturas (filtros: status, tier, q = e-mail do cliente, userId), mais novas primeiro' })
  @ApiSimpleRestList(AdminSubscriptionResponse, {
    filter: '{"status":"active","tier":"basic","q":"ana@"}',
    sort: '["currentPeriodEnd","ASC"]',
    range: '[0,24]',
  })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSubscriptionResponse[]> {
    const sortable = Object.keys(ADMIN_SUBSCRIPTION_SORTS);
    return simpleRestList({ query, response, resource: 'subscriptions', sortable }, ({ filter, sort, skip, take }) => {
      const userId = typeof filter.userId === 'string' && isUuid(filter.userId);
      return this.subscriptions.page({
        status: filterChoice(SUBSCRIPTION_STATUSES, filter.status),
        tier: filterChoice(TIERS, filter.tier),
        email: filterText(filter.q),
        userId: userId ? (filter.userId as string) : undefined,
        sort: (sort ?? { field: 'created', order: 'DESC' }) as AdminSubscriptionQuery['sort'],
        offset: skip,
        limit: take,
      });
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminSubscriptionResponse })
  show(@Param('id') id: string): Promise<AdminSubscriptionResponse> {
    return this.subscriptions.get(id);
  }
}
