import { useQuery } from '@tanstack/react-query';

import { fetchDailyStats, type StatsByService, type StatsService } from './dailyStats';

const refreshIntervalMs = 60_000;

export interface DailyStatsState<Stats> {
  stats: Stats | undefined;
  failed: boolean;
  loading: boolean;
}

/** One service's daily numbers, shared by the charts and the attention list (one request per service). */
export function useDailyStats<Service extends StatsService>(
  service: Service,
): DailyStatsState<StatsByService[Service]> {
  const query = useQuery({
    queryKey: ['admin-daily-stats', service],
    queryFn: () => fetchDailyStats(service),
    refetchInterval: refreshIntervalMs,
    retry: 1,
  });
  return { stats: query.data, failed: query.isError, loading: query.isPending };
}
