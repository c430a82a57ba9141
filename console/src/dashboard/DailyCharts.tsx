import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ChartPoint } from './chartDays';
import { DailyChart } from './DailyChart';
import { useDailyStats } from './useDailyStats';

const pointsOf = <Day extends { date: string }>(days: Day[] | undefined, value: (day: Day) => number) =>
  days?.map((day): ChartPoint => ({ date: day.date, value: value(day) }));

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
        <DailyChart
          title="sampleteca.dashboard.charts.new_users"
          points={pointsOf(identity.stats?.days, (day) => day.newUsers)}
          failed={identity.failed}
          kind="count"
          color="primary"
        />
        <DailyChart
          title="sampleteca.dashboard.charts.uploads"
          points={pointsOf(catalogue.stats?.days, (day) => day.uploads)}
          failed={catalogue.failed}
          kind="count"
          color="secondary"
        />
        <DailyChart
          title="sampleteca.dashboard.charts.downloads"
          points={pointsOf(catalogue.stats?.days, (day) => day.downloads)}
          failed={catalogue.failed}
          kind="count"
          color="info"
        />
        <DailyChart
          title="sampleteca.dashboard.charts.pending_requests"
          points={pointsOf(distribution.stats?.days, (day) => day.pending)}
          failed={distribution.failed}
          kind="level"
          color="warning"
        />
        <DailyChart
          title="sampleteca.dashboard.charts.processing_failures"
          points={pointsOf(media.stats?.days, (day) => day.failures)}
          failed={media.failed}
          kind="count"
          color="error"
        />
      </Box>
    </Box>
  );
}
