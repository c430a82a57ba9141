import type { components } from '@sampleteca/clients-shared/api';

import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';

type Schemas = components['schemas'];

/**
 * Each service's admin route (GET /api/admin/<service>/stats/daily) and what it answers: days as
 * 'AAAA-MM-DD' in the service's time zone, oldest first, today last.
 */
export interface StatsByService {
  identity: Schemas['IdentityDailyStatsResponse'];
  catalogue: Schemas['CatalogueDailyStatsResponse'];
  distribution: Schemas['DistributionDailyStatsResponse'];
  media: Schemas['MediaDailyStatsResponse'];
}
export type StatsService = keyof StatsByService;

export async function fetchDailyStats<Service extends StatsService>(
  service: Service,
): Promise<StatsByService[Service]> {
  return answerOf(await apiClient.GET(`/api/admin/${service as StatsService}/stats/daily`)) as StatsByService[Service];
}
