import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

import { queueResource } from './operationsApi';
import { OPERATION_SERVICES, type OperationService } from './operationServices';
import type { QueueCounts } from './types';

const REFRESH_MS = 15_000;

export interface ServiceQueues {
  service: OperationService;
  queues: QueueCounts[] | undefined;
  failed: boolean;
}

/**
 * Every service's queues and counts through the data provider (its list route), polled while the
 * screen is open; react-admin's refresh reads them again after an action.
 */
export function useAllQueues(): ServiceQueues[] {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: OPERATION_SERVICES.map((service) => ({
      queryKey: ['operations-queues', service],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await dataProvider.getList<QueueCounts>(queueResource(service), {
            pagination: { page: 1, perPage: 100 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
            signal,
          })
        ).data,
      refetchInterval: REFRESH_MS,
      retry: false,
    })),
  });
  return OPERATION_SERVICES.map((service, index) => ({
    service,
    queues: results[index].data,
    failed: results[index].isError,
  }));
}
