import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuthModule } from '@sampleteca/auth';
import { ConfigModule, type Config } from '@sampleteca/config';
import { HttpErrorFilter } from '@sampleteca/http';
import { JobsModule } from '@sampleteca/jobs';
import { NotificationsModule } from '@sampleteca/database';
import { MessagingCoreModule } from '@sampleteca/messaging';
import { ObservabilityModule } from '@sampleteca/observability';
import type { ServiceDefinition } from './service-definition';

/** The root module: shared infrastructure once, then each selected service's module. */
@Module({})
export class PlatformModule {
  static forRoot(config: Config, services: ServiceDefinition[]): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forRoot(config),
        AuthModule,
        NotificationsModule,
        MessagingCoreModule.forRoot(),
        JobsModule.forRoot(),
        ...services.map((service) => service.module.forRoot(config)),
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
