import { Alert, Box, Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ReadinessTable } from '../dashboard/ReadinessTable';
import { useReadiness } from '../dashboard/useReadiness';

/** PostgreSQL, RabbitMQ and Redis as /api/ready reports them: the dashboard's table, polled. */
export function ReadinessCard() {
  const translate = useTranslate();
  const { readiness, failed } = useReadiness();
  return (
    <Card component="section" aria-labelledby="operations-readiness">
      <CardHeader
        title={translate('sampleteca.operations.readiness')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'operations-readiness' } }}
      />
      <CardContent>
        {failed && <Alert severity="error">{translate('sampleteca.dashboard.unreachable')}</Alert>}
        {readiness && (
          <Box sx={{ overflowX: 'auto' }}>
            <ReadinessTable checks={readiness.checks} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
