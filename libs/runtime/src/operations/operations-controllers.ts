import type { Type } from '@nestjs/common';
import type { ServiceName } from '@sampleteca/config';
import type { JobMap, QueueDefinition } from '@sampleteca/jobs';
import { deadLettersAdminController } from './dead-letters-admin.controller';
import { outboxAdminController } from './outbox-admin.controller';
import { queuesAdminController } from './queues-admin.controller';

/**
 * The console's Operações routes a service answers for itself, under /api/admin/<service>/:
 * its queues (those it declares here), its consumers' dead letters and its outbox. Each service
 * mounts them in its own module, so no service reads another's queues or schema.
 */
export function operationsControllers(service: ServiceName, queues: QueueDefinition<JobMap>[] = []): Type<unknown>[] {
  // A service without queues still answers its (empty) list: the console asks every service alike.
  return [queuesAdminController(service, queues), deadLettersAdminController(service), outboxAdminController(service)];
}
