import { Box, Stack, Typography } from '@mui/material';
import { DataTable, DateField, useListContext, useTranslate } from 'react-admin';

import { InspectDeadLetterButton } from './InspectDeadLetterButton';
import { deadLettersResource } from './operationsApi';
import { OperationsTable } from './OperationsTable';
import { serviceLabel, type OperationService } from './operationServices';
import { ReplayAllButton } from './ReplayAllButton';
import { ReplayDeadLetterButton } from './ReplayDeadLetterButton';
import type { DeadLetter } from './types';

const field = (name: string) => `resources.dead-letters.fields.${name}`;

function Heading({ service }: { service: OperationService }) {
  const translate = useTranslate();
  const { total, error } = useListContext();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {translate(serviceLabel(service))}
        {total !== undefined && ` (${total})`}
      </Typography>
      {error ? (
        <Typography color="error">{translate('sampleteca.operations.dead_letters.unavailable')}</Typography>
      ) : (
        <ReplayAllButton service={service} />
      )}
    </Stack>
  );
}

/** The events one service's consumers gave up on. */
export function DeadLettersList({ service }: { service: OperationService }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(serviceLabel(service))}>
      <OperationsTable<DeadLetter>
        resource={deadLettersResource(service)}
        heading={<Heading service={service} />}
        empty={translate('sampleteca.operations.dead_letters.none')}
      >
        <DataTable.Col source="type" label={field('type')} disableSort />
        <DataTable.Col
          source="id"
          label={field('id')}
          disableSort
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        />
        <DataTable.Col source="lastError" label={field('lastError')} disableSort sx={{ wordBreak: 'break-word' }} />
        <DataTable.Col source="attempts" label={field('attempts')} disableSort />
        <DataTable.Col source="deadLetteredAt" label={field('deadLetteredAt')} disableSort>
          <DateField source="deadLetteredAt" showTime locales="pt-BR" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label={field('actions')}>
          <InspectDeadLetterButton service={service} />
          <ReplayDeadLetterButton service={service} />
        </DataTable.Col>
      </OperationsTable>
    </Box>
  );
}
