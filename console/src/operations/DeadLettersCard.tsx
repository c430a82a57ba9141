import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DeadLettersList } from './DeadLettersList';
import { OPERATION_SERVICES } from './operationServices';

/** Each service's dead letters (RabbitMQ), read from the service that consumes them. */
export function DeadLettersCard() {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="operations-dead-letters">
      <CardHeader
        title={translate('sampleteca.operations.dead_letters.title')}
        subheader={translate('sampleteca.operations.dead_letters.help')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'operations-dead-letters' } }}
      />
      <CardContent>
        <Stack spacing={3}>
          {OPERATION_SERVICES.map((service) => (
            <DeadLettersList key={service} service={service} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
