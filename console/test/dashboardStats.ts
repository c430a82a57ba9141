import { api } from '../../test-support/components/api';

/** The last 30 days as the stats routes write them, oldest first ('AAAA-MM-DD'). */
export function lastDays(count = 30): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 23) - (count - 1 - index) * 86_400_000);
    return date.toISOString().slice(0, 10);
  });
}

const SERVICES = ['identity', 'catalogue', 'media', 'billing', 'distribution'] as const;

/** Each service's queues and dead letters (Operações), as the dashboard's attention list counts them. */
function answerOperations(failedJobs: number, deadLetters: number) {
  for (const service of SERVICES) {
    const failed = service === 'media' ? failedJobs : 0;
    const letters = service === 'catalogue' ? deadLetters : 0;
    const queue = { id: `${service}-jobs`, name: `${service}-jobs`, waiting: 0, active: 0, delayed: 0, failed };
    api
      .on(`GET /api/admin/${service}/queues`, {
        body: [{ ...queue, completedLastHour: 0 }],
        headers: { 'Content-Range': `${service}/queues 0-0/1` },
      })
      .on(`GET /api/admin/${service}/dead-letters`, {
        body: letters ? [{ id: 'evento-1' }] : [],
        headers: { 'Content-Range': `${service}/dead-letters 0-${Math.max(letters - 1, 0)}/${letters}` },
      });
  }
}

/** What each service's GET /api/admin/<service>/stats/daily answers: quiet days unless told. */
export function answerDashboardStats(
  values: {
    newUsers?: number[];
    uploads?: number[];
    pendingNow?: number;
    failedProcessing?: number;
    failedJobs?: number;
    deadLetters?: number;
  } = {},
) {
  answerOperations(values.failedJobs ?? 0, values.deadLetters ?? 0);
  const days = lastDays();
  const at = (series: number[] | undefined, index: number) => series?.[index - (days.length - series.length)] ?? 0;
  const timeZone = 'America/Sao_Paulo';
  api
    .on('GET /api/admin/identity/stats/daily', {
      body: { timeZone, days: days.map((date, index) => ({ date, newUsers: at(values.newUsers, index) })) },
    })
    .on('GET /api/admin/catalogue/stats/daily', {
      body: {
        timeZone,
        days: days.map((date, index) => ({ date, uploads: at(values.uploads, index), downloads: 0 })),
        failedProcessing: values.failedProcessing ?? 0,
      },
    })
    .on('GET /api/admin/distribution/stats/daily', {
      body: {
        timeZone,
        days: days.map((date, index) => ({ date, pending: index === days.length - 1 ? (values.pendingNow ?? 0) : 0 })),
        pendingNow: values.pendingNow ?? 0,
      },
    })
    .on('GET /api/admin/media/stats/daily', {
      body: { timeZone, days: days.map((date) => ({ date, failures: 0 })) },
    });
}
