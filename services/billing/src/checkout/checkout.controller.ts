import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { UrlResponse } from '../subscriptions/subscription.dto';
import { CheckoutRequest } from './checkout.dto';
import { CheckoutService } from './checkout.service';

/** Starts Stripe's hosted checkout for a paid plan. */
@ApiTags('checkout')
@ApiBearerAuth()
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UrlResponse })
  async start(@CurrentUser() user: AuthUser, @Body() body: CheckoutRequest): Promise<UrlResponse> {
    return { url: await this.checkout.start(user, body.priceId) };
  }
}
