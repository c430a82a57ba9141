import { httpClient } from '../dataProvider/httpClient';
import type { OperationService } from './operationServices';
import type { OutboxBacklog } from './types';

const admin = (service: OperationService, path: string) => `/api/admin/${service}/${path}`;
const segment = encodeURIComponent;

/** Lists of queues, failed jobs and dead letters go through the data provider; these are the actions. */
export function queueResource(service: OperationService) {
  return `${service}/queues`;
}

export function failedJobsResource(service: OperationService, queue: string) {
  return `${service}/queues/${segment(queue)}/failed-jobs`;
}

export function deadLettersResource(service: OperationService) {
  return `${service}/dead-letters`;
}

export async function retryFailedJob(service: OperationService, queue: string, jobId: string): Promise<void> {
  await httpClient(admin(service, `queues/${segment(queue)}/failed-jobs/${segment(jobId)}/retry`), { method: 'POST' });
}

export async function replayDeadLetter(service: OperationService, eventId: string): Promise<void> {
  await httpClient(admin(service, `dead-letters/${segment(eventId)}/replay`), { method: 'POST' });
}

export async function replayAllDeadLetters(service: OperationService): Promise<number> {
  const { json } = await httpClient(admin(service, 'dead-letters/replay'), { method: 'POST' });
  return Number((json as { replayed?: number } | null)?.replayed ?? 0);
}

export async function fetchOutboxBacklog(service: OperationService): Promise<OutboxBacklog> {
  const { json } = await httpClient(admin(service, 'outbox'));
  return json as OutboxBacklog;
}
