import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PlanTier } from '@sampleteca/contracts';
import { Roles } from '@sampleteca/auth';
import { isUuid } from '@sampleteca/database';
import { parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { AdminSubscriptionResponse, SUBSCRIPTION_STATUSES } from './admin-subscription.dto';
import {
  ADMIN_SUBSCRIPTION_SORTS,
  AdminSubscriptionsService,
  type AdminSubscriptionQuery,
} from './admin-subscriptions.service';

const TIERS: PlanTier[] = ['basic', 'pro'];

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined);

/** The console's 'Assinaturas' (ra-data-simple-rest), read-only. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @Get()
  @ApiOperation({ summary: 'Assinaturas (filtros: status, tier, q = e-mail do cliente, userId), mais novas primeiro' })
  @ApiQuery({ name: 'filter', required: false, example: '{"status":"active","tier":"basic","q":"ana@"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["currentPeriodEnd","ASC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOkResponse({ type: [AdminSubscriptionResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSubscriptionResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: Object.keys(ADMIN_SUBSCRIPTION_SORTS) });
    const userId = typeof parsed.filter.userId === 'string' && isUuid(parsed.filter.userId);
    const { items, total } = await this.subscriptions.page({
      status: oneOf(SUBSCRIPTION_STATUSES, parsed.filter.status),
      tier: oneOf(TIERS, parsed.filter.tier),
      email: text(parsed.filter.q),
      userId: userId ? (parsed.filter.userId as string) : undefined,
      sort: (parsed.sort ?? { field: 'created', order: 'DESC' }) as AdminSubscriptionQuery['sort'],
      offset: parsed.skip,
      limit: parsed.take,
    });
    setContentRange(response, 'subscriptions', parsed, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminSubscriptionResponse })
  show(@Param('id') id: string): Promise<AdminSubscriptionResponse> {
    return this.subscriptions.get(id);
  }
}
