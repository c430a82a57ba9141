import { LinearProgress, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import { ColumnHeadings, type ColumnHeading } from '../layout/ColumnHeadings';
import { OperationsCard } from './OperationsCard';
import { BACKFILL_SERVICES, fetchBackfills, type BackfillService } from './operationsApi';
import { serviceLabel } from './operationServices';
import { ScrollingTable } from './ScrollingTable';

const REFRESH_MS = 5_000;
const COLUMNS: ColumnHeading[] = [
  { label: 'sampleteca.operations.backfills.service' },
  { label: 'sampleteca.operations.backfills.name' },
  { label: 'sampleteca.operations.backfills.progress' },
  { label: 'sampleteca.operations.backfills.done', align: 'right' },
];

function BackfillRows({ service }: { service: BackfillService }) {
  const translate = useTranslate();
  const { data, isError } = useQuery({
    queryKey: ['operations-backfills', service],
    queryFn: () => fetchBackfills(service),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const serviceCell = (
    <TableCell component="th" scope="row">
      {translate(serviceLabel(service))}
    </TableCell>
  );
  if (isError || !data)
    return (
      <TableRow>
        {serviceCell}
        <TableCell colSpan={3} sx={isError ? { color: 'error.main' } : undefined}>
          {translate(isError ? 'sampleteca.operations.backfills.unavailable' : 'ra.page.loading')}
        </TableCell>
      </TableRow>
    );
  return (
    <>
      {data.map(({ id, done, total }) => {
        const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
        const name = translate(`sampleteca.operations.backfills.names.${id}`, { _: id });
        return (
          <TableRow key={id} data-backfill={id}>
            {serviceCell}
            <TableCell>{name}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              <LinearProgress variant="determinate" value={percent} aria-label={name} />
            </TableCell>
            <TableCell align="right">
              {translate('sampleteca.operations.backfills.count', {
                done: done.toLocaleString('pt-BR'),
                total: total.toLocaleString('pt-BR'),
                percent,
              })}
            </TableCell>
          </TableRow>
        );
      })}
    </>
  );
}

/** Work the workers do in the background after a release (e.g. describing old sounds' timbre), and how far it is. */
export function BackfillsCard() {
  const translate = useTranslate();
  return (
    <OperationsCard
      id="operations-backfills"
      title="sampleteca.operations.backfills.title"
      help="sampleteca.operations.backfills.help"
    >
      <ScrollingTable labelledBy="operations-backfills" label={translate('sampleteca.operations.backfills.title')}>
        <ColumnHeadings columns={COLUMNS} />
        <TableBody>
          {BACKFILL_SERVICES.map((service) => (
            <BackfillRows key={service} service={service} />
          ))}
        </TableBody>
      </ScrollingTable>
    </OperationsCard>
  );
}
