import { rowsPerDayQuery } from '@sampleteca/runtime';
import { IdentityDailyStatsResponse } from './identity-stats.dto';

/**
 * identity.users counted per day, for the console's dashboard: sign-ups over the window. Demo
 * accounts (development seed) are not sign-ups.
 */
export const IdentityStatsRepository = rowsPerDayQuery(IdentityDailyStatsResponse, {
  summary: 'Novos usuários por dia nos últimos 30 dias',
  rows: { table: 'identity.users', where: "provider <> 'demo'", count: 'newUsers' },
});
