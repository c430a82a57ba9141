import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { FailedJobsList } from './FailedJobsList';
import { OperationsCard } from './OperationsCard';
import { useAllQueues } from './useAllQueues';

/** The failed jobs of every queue that has some (the counts above say which). */
export function FailedJobsCard() {
  const translate = useTranslate();
  const services = useAllQueues();
  const failing = services.flatMap(({ service, queues }) =>
    (queues ?? []).filter((queue) => queue.failed > 0).map((queue) => ({ service, queue: queue.name })),
  );
  const allAnswered = services.every(({ queues, failed }) => queues !== undefined || failed);
  return (
    <OperationsCard
      id="operations-failed-jobs"
      title="sampleteca.operations.jobs.title"
      help="sampleteca.operations.jobs.help"
    >
      <Stack spacing={3}>
        {failing.map(({ service, queue }) => (
          <FailedJobsList key={`${service}/${queue}`} service={service} queue={queue} />
        ))}
        {allAnswered && failing.length === 0 && (
          <Typography color="text.secondary">{translate('sampleteca.operations.jobs.none')}</Typography>
        )}
      </Stack>
    </OperationsCard>
  );
}
