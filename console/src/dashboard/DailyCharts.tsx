import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DailyChart, type DailyChartProps } from './DailyChart';
import { useDailyStats, type DailyStatsState } from './useDailyStats';

/** One number of each day, and whether its service answered. */
const seriesOf = <Day extends { date: string }>(
  state: DailyStatsState<{ days: Day[] }>,
  value: (day: Day) => number,
): Pick<DailyChartProps, 'points' | 'failed'> => ({
  points: state.stats?.days.map((day) => ({ date: day.date, value: value(day) })),
  failed: state.failed,
});

/**
 * The last 30 days, each series from the service that owns it. Its own chunk (with the chart
 * library), fetched after the dashboard's first paint.
 */
export function DailyCharts() {
  const translate = useTranslate();
  const identity = useDailyStats('identity');
  const catalogue = useDailyStats('catalogue');
  const distribution = useDailyStats('distribution');
  const media = useDailyStats('media');
  const charts = (
    [
      { title: 'new_users', kind: 'count', color: 'primary', ...seriesOf(identity, (day) => day.newUsers) },
      { title: 'uploads', kind: 'count', color: 'secondary', ...seriesOf(catalogue, (day) => day.uploads) },
      { title: 'downloads', kind: 'count', color: 'info', ...seriesOf(catalogue, (day) => day.downloads) },
      { title: 'pending_requests', kind: 'level', color: 'warning', ...seriesOf(distribution, (day) => day.pending) },
      { title: 'processing_failures', kind: 'count', color: 'error', ...seriesOf(media, (day) => day.failures) },
    ] satisfies DailyChartProps[]
  ).map((chart) => ({ ...chart, title: `sampleteca.dashboard.charts.${chart.title}` }));

  return (
    <Box component="section" aria-labelledby="dashboard-charts-title">
      <Typography id="dashboard-charts-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {translate('sampleteca.dashboard.charts.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
        {translate('sampleteca.dashboard.charts.time_zone')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {charts.map((chart) => (
          <DailyChart key={chart.title} {...chart} />
        ))}
      </Box>
    </Box>
  );
}
