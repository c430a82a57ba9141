import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { MySubscriptionService } from './my-subscription.service';
import { MySubscriptionResponse, SyncResponse, UrlResponse } from './subscription.dto';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly mine: MySubscriptionService) {}

  @Get('me')
  @ApiOkResponse({ type: MySubscriptionResponse })
  me(@CurrentUser() user: AuthUser): Promise<MySubscriptionResponse> {
    return this.mine.current(user.id);
  }

  /** The success page: sync at once so the user sees the subscription active. */
  @Post('me/sync')
  @HttpCode(200)
  @ApiOkResponse({ type: SyncResponse })
  async sync(@CurrentUser() user: AuthUser): Promise<SyncResponse> {
    const result = await this.mine.syncNow(user.id);
    return { ...result, message: result.active ? 'Inscrição finalizada com sucesso!' : null };
  }

  @Post('me/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MySubscriptionResponse })
  cancel(@CurrentUser() user: AuthUser): Promise<MySubscriptionResponse> {
    return this.mine.cancelAtPeriodEnd(user.id);
  }

  @Post('me/portal')
  @HttpCode(200)
  @ApiOkResponse({ type: UrlResponse })
  async portal(@CurrentUser() user: AuthUser): Promise<UrlResponse> {
    return { url: await this.mine.portalUrl(user.id) };
  }
}
