import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

import { longDay, type ChartPoint } from './chartDays';

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
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('sampleteca.dashboard.charts.day')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {translate('sampleteca.dashboard.charts.value')}
            </TableCell>
          </TableRow>
        </TableHead>
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
