import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { fetchOutboxBacklog } from './operationsApi';
import { OPERATION_SERVICES, serviceLabel, type OperationService } from './operationServices';

const REFRESH_MS = 15_000;

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
    <Card component="section" aria-labelledby="operations-outbox">
      <CardHeader
        title={translate('sampleteca.operations.outbox.title')}
        subheader={translate('sampleteca.operations.outbox.help')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'operations-outbox' } }}
      />
      <CardContent>
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <TableContainer tabIndex={0} aria-labelledby="operations-outbox">
          <Table size="small" aria-label={translate('sampleteca.operations.outbox.title')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('sampleteca.operations.outbox.service')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('sampleteca.operations.outbox.pending')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate('sampleteca.operations.outbox.oldest')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {OPERATION_SERVICES.map((service) => (
                <OutboxRow key={service} service={service} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
