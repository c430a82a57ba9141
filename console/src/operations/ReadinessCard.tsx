import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ReadinessTable } from '../dashboard/ReadinessTable';
import { useReadiness } from '../dashboard/useReadiness';
import { OperationsCard } from './OperationsCard';

/** PostgreSQL, RabbitMQ and Redis as /api/ready reports them: the dashboard's table, polled. */
export function ReadinessCard() {
  const translate = useTranslate();
  const { readiness, failed } = useReadiness();
  return (
    <OperationsCard id="operations-readiness" title="sampleteca.operations.readiness">
      {failed && <Alert severity="error">{translate('sampleteca.dashboard.unreachable')}</Alert>}
      {readiness && (
        <Box sx={{ overflowX: 'auto' }}>
          <ReadinessTable checks={readiness.checks} />
        </Box>
      )}
    </OperationsCard>
  );
}
