import type { Type } from '@nestjs/common';
import type { ServiceName } from '@sampleteca/config';
import type { JobMap, QueueDefinition } from '@sampleteca/jobs';
import { eventsPruneQueue } from '@sampleteca/messaging';
import { deadLettersAdminController } from './dead-letters-admin.controller';
import { outboxAdminController } from './outbox-admin.controller';
import { queuesAdminController } from './queues-admin.controller';

/**
 * The console's Operações routes a service answers for itself, under /api/admin/<service>/:
 * its queues (those it declares here, and its events' pruning), its consumers' dead letters and its outbox. Each service
 * mounts them in its own module, so no service reads another's queues or schema.
 */
export function operationsControllers(service: ServiceName, queues: QueueDefinition<JobMap>[] = []): Type<unknown>[] {
  // Every service also has the queue that prunes its outbox and inbox (MessagingModule).
  const all = [...queues, eventsPruneQueue(service) as unknown as QueueDefinition<JobMap>];
  return [queuesAdminController(service, all), deadLettersAdminController(service), outboxAdminController(service)];
}
