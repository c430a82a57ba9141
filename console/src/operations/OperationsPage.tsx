import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

import { BackfillsCard } from './BackfillsCard';
import { DeadLettersCard } from './DeadLettersCard';
import { FailedJobsCard } from './FailedJobsCard';
import { OutboxCard } from './OutboxCard';
import { QueuesCard } from './QueuesCard';
import { ReadinessCard } from './ReadinessCard';

/** Operações: the platform's queues and messaging, seen and mended from the console. */
export function OperationsPage() {
  const translate = useTranslate();
  return (
    // Its wide tables scroll inside their cards: without containment their width would widen the
    // layout (a flex item) past a phone's screen.
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1200, contain: 'inline-size' }}>
      <Title title={translate('sampleteca.operations.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('sampleteca.operations.title')}
      </Typography>
      <Stack spacing={2}>
        <ReadinessCard />
        <QueuesCard />
        <FailedJobsCard />
        <DeadLettersCard />
        <OutboxCard />
        <BackfillsCard />
      </Stack>
    </Box>
  );
}
