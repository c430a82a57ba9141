import { Chip, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ColumnHeadings, type ColumnHeading } from '../layout/ColumnHeadings';
import type { ReadinessCheck } from './readiness';

const COLUMNS: ColumnHeading[] = [
  { label: 'sampleteca.dashboard.dependency' },
  { label: 'sampleteca.dashboard.status' },
  { label: 'sampleteca.dashboard.details' },
];

interface ReadinessTableProps {
  checks: Record<string, ReadinessCheck>;
}

export function ReadinessTable({ checks }: ReadinessTableProps) {
  const translate = useTranslate();
  const entries = Object.entries(checks);
  if (entries.length === 0) {
    return <Typography color="text.secondary">{translate('sampleteca.dashboard.no_checks')}</Typography>;
  }

  return (
    <Table size="small" aria-label={translate('sampleteca.dashboard.readiness')}>
      <ColumnHeadings columns={COLUMNS} />
      <TableBody>
        {entries.map(([name, check]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {name}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={check.status === 'up' ? 'success' : 'error'}
                label={translate(check.status === 'up' ? 'sampleteca.dashboard.up' : 'sampleteca.dashboard.down')}
              />
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>{check.error ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
