import { useQuery } from '@tanstack/react-query';

import { fetchReadiness, type Readiness } from './readiness';

const refreshIntervalMs = 15_000;

export interface ReadinessState {
  readiness: Readiness | null;
  failed: boolean;
  loading: boolean;
  checkedAt: Date | null;
  refresh: () => void;
}

/** Platform readiness, polled while the dashboard is open (react-admin's query client). */
export function useReadiness(): ReadinessState {
  const query = useQuery({
    queryKey: ['platform-readiness'],
    queryFn: ({ signal }) => fetchReadiness(signal),
    refetchInterval: refreshIntervalMs,
    retry: false,
  });
  const checkedAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  return {
    readiness: query.isError ? null : (query.data ?? null),
    failed: query.isError,
    loading: query.isFetching,
    checkedAt: checkedAt ? new Date(checkedAt) : null,
    refresh: () => void query.refetch(),
  };
}
