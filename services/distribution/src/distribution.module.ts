import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { distributionDatabase } from './distribution.database';

/** Distribuição: pedidos de distribuição, contratos e aprovações. */
@Module({})
export class DistributionModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: DistributionModule,
      imports: [DatabaseModule.forService(distributionDatabase), MessagingModule.forService('distribution')],
      controllers: [serviceHealthController('distribution')],
    };
  }
}
