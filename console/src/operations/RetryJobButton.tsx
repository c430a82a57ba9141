import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { retryFailedJob } from './operationsApi';
import type { OperationService } from './operationServices';
import type { FailedJob } from './types';

/** Sends a failed job back to its queue; the list and the counts are read again. */
export function RetryJobButton({ service }: { service: OperationService }) {
  const job = useRecordContext<FailedJob>();
  const notify = useNotify();
  const refresh = useRefresh();
  const retry = useMutation({
    mutationFn: (failed: FailedJob) => retryFailedJob(service, failed.queue, failed.id),
    onSuccess: () => {
      notify('sampleteca.operations.jobs.retried', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => {
      notify('sampleteca.operations.jobs.retry_error', { type: 'error', messageArgs: { message: error.message } });
      refresh();
    },
  });
  if (!job) return null;
  return (
    <NamedButton
      label="sampleteca.operations.jobs.retry"
      subject={`${job.name} ${job.id}`}
      onClick={() => retry.mutate(job)}
      disabled={retry.isPending}
    >
      <ReplayIcon />
    </NamedButton>
  );
}
