import { httpClient } from '../dataProvider/httpClient';

/** One day of a service's series: 'AAAA-MM-DD' in the service's time zone, oldest first, today last. */
export interface DailyStats<Day extends { date: string }> {
  timeZone: string;
  days: Day[];
}

// Each service's admin route (GET /api/admin/<service>/stats/daily) and what it answers.
export interface StatsByService {
  identity: DailyStats<{ date: string; newUsers: number }>;
  catalogue: DailyStats<{ date: string; uploads: number; downloads: number }> & { failedProcessing: number };
  distribution: DailyStats<{ date: string; pending: number }> & { pendingNow: number };
  media: DailyStats<{ date: string; failures: number }>;
}
export type StatsService = keyof StatsByService;

export async function fetchDailyStats<Service extends StatsService>(
  service: Service,
): Promise<StatsByService[Service]> {
  const { json } = await httpClient(`/api/admin/${service}/stats/daily`);
  return json as StatsByService[Service];
}
