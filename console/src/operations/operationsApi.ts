import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';
import type { OperationService } from './operationServices';
import type { Backfill, OutboxBacklog } from './types';

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

// Every service answers the same operations paths under /api/admin/<service>/.
export async function retryFailedJob(service: OperationService, queue: string, jobId: string): Promise<void> {
  answerOf(
    await apiClient.POST(`/api/admin/${service}/queues/{queue}/failed-jobs/{jobId}/retry`, {
      params: { path: { queue, jobId } },
    }),
  );
}

export async function replayDeadLetter(service: OperationService, eventId: string): Promise<void> {
  answerOf(
    await apiClient.POST(`/api/admin/${service}/dead-letters/{id}/replay`, { params: { path: { id: eventId } } }),
  );
}

export async function replayAllDeadLetters(service: OperationService): Promise<number> {
  const answer = answerOf(await apiClient.POST(`/api/admin/${service}/dead-letters/replay`));
  return Number((answer as { replayed?: number } | undefined)?.replayed ?? 0);
}

export async function fetchOutboxBacklog(service: OperationService): Promise<OutboxBacklog> {
  return answerOf(await apiClient.GET(`/api/admin/${service}/outbox`));
}

/** The services whose workers fill something in the background (/api/admin/<service>/backfills). */
export const BACKFILL_SERVICES = ['media', 'catalogue'] as const satisfies readonly OperationService[];
export type BackfillService = (typeof BACKFILL_SERVICES)[number];

export async function fetchBackfills(service: BackfillService): Promise<Backfill[]> {
  return service === 'media'
    ? answerOf(await apiClient.GET('/api/admin/media/backfills'))
    : answerOf(await apiClient.GET('/api/admin/catalogue/backfills'));
}
