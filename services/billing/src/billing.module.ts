import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { billingDatabase } from './billing.database';

/** Assinaturas: planos, checkout, webhooks, assinaturas e direitos de acesso. */
@Module({})
export class BillingModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: BillingModule,
      imports: [DatabaseModule.forService(billingDatabase), MessagingModule.forService('billing')],
      controllers: [serviceHealthController('billing')],
    };
  }
}
