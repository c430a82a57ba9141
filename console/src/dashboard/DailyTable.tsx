import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { longDay } from '@sampleteca/clients-shared/days';

import { ColumnHeadings, type ColumnHeading } from '../layout/ColumnHeadings';

/** One day of a series: 'YYYY-MM-DD' and its number. */
export interface ChartPoint {
  date: string;
  value: number;
}

const COLUMNS: ColumnHeading[] = [
  { label: 'sampleteca.dashboard.charts.day' },
  { label: 'sampleteca.dashboard.charts.value', align: 'right' },
];

/** The chart's numbers, newest day first, behind a disclosure the keyboard opens (native <details>). */
export function DailyTable({ caption, points }: { caption: string; points: ChartPoint[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="details"
      sx={{ mt: 1, '& > summary': { cursor: 'pointer', color: 'text.secondary', typography: 'body2' } }}
    >
      <summary>{translate('sampleteca.dashboard.charts.show_numbers')}</summary>
      <Table size="small" aria-label={caption} sx={{ mt: 1 }}>
        <ColumnHeadings columns={COLUMNS} />
        <TableBody>
          {[...points].reverse().map((point) => (
            <TableRow key={point.date}>
              <TableCell component="th" scope="row">
                {longDay(point.date)}
              </TableCell>
              <TableCell align="right">{point.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
