import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

import { OPERATIONS_PATH } from '../operations';
import { deadLettersResource } from '../operations/operationsApi';
import { OPERATION_SERVICES } from '../operations/operationServices';
import { useAllQueues } from '../operations/useAllQueues';
import type { AttentionItem } from './attentionItem';

const REFRESH_MS = 60_000;

/**
 * Operações in 'Precisa de atenção agora': failed jobs over every BullMQ queue and dead letters
 * over every service, each linking to the Operações screen. A count no service could give shows
 * as unknown rather than as zero.
 */
export function useOperationsAttention(): AttentionItem[] {
  const dataProvider = useDataProvider();
  const queues = useAllQueues();
  const deadLetters = useQueries({
    queries: OPERATION_SERVICES.map((service) => ({
      queryKey: ['operations-dead-letter-total', service],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await dataProvider.getList(deadLettersResource(service), {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
            signal,
          })
        ).total ?? 0,
      refetchInterval: REFRESH_MS,
      retry: false,
    })),
  });
  const failedJobs = queues.every((service) => service.queues)
    ? queues.reduce((sum, service) => sum + (service.queues ?? []).reduce((all, queue) => all + queue.failed, 0), 0)
    : null;
  const letters = deadLetters.every((result) => result.data !== undefined)
    ? deadLetters.reduce((sum, result) => sum + (result.data ?? 0), 0)
    : null;
  return [
    { id: 'failed-jobs', label: 'sampleteca.dashboard.attention.failed_jobs', count: failedJobs, to: OPERATIONS_PATH },
    { id: 'dead-letters', label: 'sampleteca.dashboard.attention.dead_letters', count: letters, to: OPERATIONS_PATH },
  ];
}
