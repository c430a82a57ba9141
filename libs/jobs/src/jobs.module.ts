import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { queueToken } from './job-processor.decorator';
import { JobsRuntime } from './jobs-runtime';
import type { JobMap, QueueDefinition } from './queue-definition';

@Global()
@Module({})
export class JobsModule {
  /** Once per process: the Redis connection settings and the runtime owning queues and workers. */
  static forRoot(): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [JobsRuntime],
      exports: [JobsRuntime],
    };
  }

  /** In a service module: makes its queues injectable with @InjectQueue(definition). */
  static forQueues(...definitions: QueueDefinition<JobMap>[]): DynamicModule {
    const providers = definitions.map((definition) => ({
      provide: queueToken(definition.name),
      inject: [JobsRuntime],
      useFactory: (runtime: JobsRuntime) => runtime.queue(definition),
    }));
    return { module: JobsQueuesModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}

@Module({})
class JobsQueuesModule {}
