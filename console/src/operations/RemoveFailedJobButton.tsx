import { DeleteButton, useRecordContext } from 'react-admin';

import { useRowActionName } from '../layout/NamedButton';
import type { FailedJob } from './types';

/**
 * 'Remover' a failed job, after a confirmation: removed on the server when the notice says so
 * (a removed job cannot be brought back, so no 'Desfazer').
 */
export function RemoveFailedJobButton() {
  const job = useRecordContext<FailedJob>();
  const name = useRowActionName()('sampleteca.operations.jobs.remove', job && `${job.name} ${job.id}`);
  if (!job) return null;
  return (
    <DeleteButton
      label="sampleteca.operations.jobs.remove"
      aria-label={name}
      mutationMode="pessimistic"
      confirmTitle="sampleteca.operations.jobs.remove_title"
      confirmContent="sampleteca.operations.jobs.remove_content"
      titleTranslateOptions={{ job: `${job.name} ${job.id}` }}
      redirect={false}
      successMessage="sampleteca.operations.jobs.removed"
    />
  );
}
