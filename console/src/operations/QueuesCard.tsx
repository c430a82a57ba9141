import { TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ColumnHeadings, type ColumnHeading } from '../layout/ColumnHeadings';
import { OperationsCard } from './OperationsCard';
import { serviceLabel } from './operationServices';
import { ScrollingTable } from './ScrollingTable';
import { useAllQueues, type ServiceQueues } from './useAllQueues';

const COLUMNS = ['waiting', 'active', 'delayed', 'failed', 'completedLastHour'] as const;
const HEADINGS: ColumnHeading[] = [
  { label: 'resources.queues.fields.service' },
  { label: 'resources.queues.fields.name' },
  ...COLUMNS.map((column): ColumnHeading => ({ label: `resources.queues.fields.${column}`, align: 'right' })),
];

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
    <OperationsCard id="operations-queues" title="sampleteca.operations.queues.title">
      <ScrollingTable labelledBy="operations-queues" label={translate('sampleteca.operations.queues.title')}>
        <ColumnHeadings columns={HEADINGS} />
        <TableBody>
          {services.map((answer) => (
            <ServiceQueueRows key={answer.service} {...answer} />
          ))}
        </TableBody>
      </ScrollingTable>
    </OperationsCard>
  );
}
