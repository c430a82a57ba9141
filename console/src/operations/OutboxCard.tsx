import { TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { ColumnHeadings, type ColumnHeading } from '../layout/ColumnHeadings';
import { OperationsCard } from './OperationsCard';
import { fetchOutboxBacklog } from './operationsApi';
import { OPERATION_SERVICES, serviceLabel, type OperationService } from './operationServices';
import { ScrollingTable } from './ScrollingTable';

const REFRESH_MS = 15_000;
const OUTBOX_COLUMNS: ColumnHeading[] = [
  { label: 'sampleteca.operations.outbox.service' },
  { label: 'sampleteca.operations.outbox.pending', align: 'right' },
  { label: 'sampleteca.operations.outbox.oldest', align: 'right' },
];

/** '42 s', '3 min', '2 h': how long the oldest unpublished event has waited. */
function useAge() {
  const translate = useTranslate();
  return (seconds: number | null) => {
    if (seconds === null) return '—';
    if (seconds < 60) return translate('sampleteca.operations.outbox.seconds', { smart_count: seconds });
    if (seconds < 3600)
      return translate('sampleteca.operations.outbox.minutes', { smart_count: Math.floor(seconds / 60) });
    return translate('sampleteca.operations.outbox.hours', { smart_count: Math.floor(seconds / 3600) });
  };
}

function OutboxRow({ service }: { service: OperationService }) {
  const translate = useTranslate();
  const age = useAge();
  const { data, isError } = useQuery({
    queryKey: ['operations-outbox', service],
    queryFn: () => fetchOutboxBacklog(service),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {translate(serviceLabel(service))}
      </TableCell>
      {isError ? (
        <TableCell colSpan={2} sx={{ color: 'error.main' }}>
          {translate('sampleteca.operations.outbox.unavailable')}
        </TableCell>
      ) : (
        <>
          <TableCell align="right">{data?.pending ?? '…'}</TableCell>
          <TableCell align="right">{data ? age(data.oldestAgeSeconds ?? null) : '…'}</TableCell>
        </>
      )}
    </TableRow>
  );
}

/** Events written by each service and not yet published to RabbitMQ. */
export function OutboxCard() {
  const translate = useTranslate();
  return (
    <OperationsCard
      id="operations-outbox"
      title="sampleteca.operations.outbox.title"
      help="sampleteca.operations.outbox.help"
    >
      <ScrollingTable labelledBy="operations-outbox" label={translate('sampleteca.operations.outbox.title')}>
        <ColumnHeadings columns={OUTBOX_COLUMNS} />
        <TableBody>
          {OPERATION_SERVICES.map((service) => (
            <OutboxRow key={service} service={service} />
          ))}
        </TableBody>
      </ScrollingTable>
    </OperationsCard>
  );
}
