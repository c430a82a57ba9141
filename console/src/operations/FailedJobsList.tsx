import { Box, Typography } from '@mui/material';
import { DataTable, DateField, useTranslate } from 'react-admin';

import { failedJobsResource } from './operationsApi';
import { OperationsTable } from './OperationsTable';
import { serviceLabel, type OperationService } from './operationServices';
import { RemoveFailedJobButton } from './RemoveFailedJobButton';
import { RetryJobButton } from './RetryJobButton';
import type { FailedJob } from './types';

const field = (name: string) => `resources.failed-jobs.fields.${name}`;

/** One queue's failed jobs with their errors, the latest failure first; retried or removed from the row. */
export function FailedJobsList({ service, queue }: { service: OperationService; queue: string }) {
  const translate = useTranslate();
  const heading = `${translate(serviceLabel(service))} · ${queue}`;
  return (
    <Box component="section" aria-label={heading}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {heading}
      </Typography>
      <OperationsTable<FailedJob>
        resource={failedJobsResource(service, queue)}
        empty={translate('sampleteca.operations.jobs.none')}
      >
        <DataTable.Col source="name" label={field('name')} disableSort />
        <DataTable.Col
          source="id"
          label={field('id')}
          disableSort
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        />
        <DataTable.Col
          source="failedReason"
          label={field('failedReason')}
          disableSort
          sx={{ wordBreak: 'break-word' }}
        />
        <DataTable.Col
          source="attemptsMade"
          label={field('attemptsMade')}
          disableSort
          render={(job) => `${job.attemptsMade}/${job.maxAttempts}`}
        />
        <DataTable.Col source="failedAt" label={field('failedAt')} disableSort>
          <DateField source="failedAt" showTime locales="pt-BR" />
        </DataTable.Col>
        <DataTable.Col label={field('actions')}>
          <RetryJobButton service={service} />
          <RemoveFailedJobButton />
        </DataTable.Col>
      </OperationsTable>
    </Box>
  );
}
