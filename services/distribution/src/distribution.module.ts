import { Module, type DynamicModule } from '@nestjs/common';
import { urlSecretProvider, type Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { dailyStatsController, operationsControllers, serviceHealthController } from '@sampleteca/runtime';
import { ContractPollingProcessor } from './contracts/contract-polling.processor';
import { ContractPollingQueue } from './contracts/contract-polling.queue';
import { ContractProgressService } from './contracts/contract-progress.service';
import { ContractStreamService } from './contracts/contract-stream.service';
import { ContractWebhooksController } from './contracts/contract-webhooks.controller';
import { ContractsController } from './contracts/contracts.controller';
import { ContractsRepository } from './contracts/contracts.repository';
import { ContractsService } from './contracts/contracts.service';
import { distributionDatabase } from './distribution.database';
import { eSignatureProviders } from './esign/e-signature.providers';
import { DeletedPartiesService } from './parties/deleted-parties.service';
import { PartiesRepository } from './parties/parties.repository';
import { PartyEventsHandler } from './parties/party-events.handler';
import { DistributionStatsRepository } from './admin/distribution-stats.repository';
import { AdminRequestsController } from './admin/admin-requests.controller';
import { RequestEventsPublisher } from './requests/request-events.publisher';
import { RequestsController } from './requests/requests.controller';
import { RequestsRepository } from './requests/requests.repository';
import { RequestsService } from './requests/requests.service';
import { SoundEventsHandler } from './sounds/sound-events.handler';
import { SoundsRepository } from './sounds/sounds.repository';
import { SoundsService } from './sounds/sounds.service';

/** Distribuição: pedidos de distribuição, contratos e aprovações. */
@Module({})
export class DistributionModule {
  static forRoot(config: Config): DynamicModule {
    const workers = config.ROLES.includes('worker') ? [ContractPollingProcessor] : [];
    return {
      module: DistributionModule,
      imports: [
        DatabaseModule.forService(distributionDatabase),
        MessagingModule.forService('distribution'),
        JobsModule.forQueues(ContractPollingQueue),
      ],
      controllers: [
        serviceHealthController('distribution'),
        ...operationsControllers('distribution', [ContractPollingQueue]),
        RequestsController,
        AdminRequestsController,
        dailyStatsController('distribution', DistributionStatsRepository),
        ContractsController,
        ContractWebhooksController,
        PartyEventsHandler,
        SoundEventsHandler,
      ],
      providers: [
        DeletedPartiesService,
        urlSecretProvider,
        ...eSignatureProviders,
        PartiesRepository,
        SoundsRepository,
        SoundsService,
        RequestsRepository,
        ContractsRepository,
        RequestEventsPublisher,
        RequestsService,
        DistributionStatsRepository,
        ContractProgressService,
        ContractsService,
        ContractStreamService,
        ...workers,
      ],
    };
  }
}
