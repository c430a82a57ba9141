import { Stack } from '@mui/material';

import { DeadLettersList } from './DeadLettersList';
import { OperationsCard } from './OperationsCard';
import { OPERATION_SERVICES } from './operationServices';

/** Each service's dead letters (RabbitMQ), read from the service that consumes them. */
export function DeadLettersCard() {
  return (
    <OperationsCard
      id="operations-dead-letters"
      title="sampleteca.operations.dead_letters.title"
      help="sampleteca.operations.dead_letters.help"
    >
      <Stack spacing={3}>
        {OPERATION_SERVICES.map((service) => (
          <DeadLettersList key={service} service={service} />
        ))}
      </Stack>
    </OperationsCard>
  );
}
