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
import { useTranslate } from 'react-admin';

import { serviceLabel } from './operationServices';
import { useAllQueues, type ServiceQueues } from './useAllQueues';

const COLUMNS = ['waiting', 'active', 'delayed', 'failed', 'completedLastHour'] as const;

function ServiceQueueRows({ service, queues, failed }: ServiceQueues) {
  const translate = useTranslate();
  if (failed) {
    return (
      <TableRow>
        <TableCell component="th" scope="row">
          {translate(serviceLabel(service))}
        </TableCell>
        <TableCell colSpan={COLUMNS.length + 1} sx={{ color: 'error.main' }}>
          {translate('sampleteca.operations.queues.unavailable')}
        </TableCell>
      </TableRow>
    );
  }
  return (
    <>
      {queues?.map((queue) => (
        <TableRow key={queue.id} data-queue={queue.id}>
          <TableCell component="th" scope="row">
            {translate(serviceLabel(service))}
          </TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{queue.name}</TableCell>
          {COLUMNS.map((column) => (
            <TableCell
              key={column}
              align="right"
              sx={column === 'failed' && queue.failed > 0 ? { color: 'error.main', fontWeight: 'bold' } : undefined}
            >
              {queue[column]}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** Every BullMQ queue, each read from the service that owns it. */
export function QueuesCard() {
  const translate = useTranslate();
  const services = useAllQueues();
  return (
    <Card component="section" aria-labelledby="operations-queues">
      <CardHeader
        title={translate('sampleteca.operations.queues.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'operations-queues' } }}
      />
      <CardContent>
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <TableContainer tabIndex={0} aria-labelledby="operations-queues">
          <Table size="small" aria-label={translate('sampleteca.operations.queues.title')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('resources.queues.fields.service')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('resources.queues.fields.name')}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} component="th" scope="col" align="right">
                    {translate(`resources.queues.fields.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {services.map((answer) => (
                <ServiceQueueRows key={answer.service} {...answer} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
