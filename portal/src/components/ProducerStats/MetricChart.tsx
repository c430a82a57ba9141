import { Box, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';

import { Panel } from '../Common/Panel';
import { StatsTable, type StatsColumn } from './StatsTable';
import { importOrReload } from '../../routes/lazyImport';

const HEIGHT = 180;

// recharts (~40 kB gzip) comes after the page's first paint: the summary and the table are there
// at once, the bars fill their box when it arrives (the route's first load stays within budget).
const MetricBars = lazy(async () => ({
  default: (await importOrReload(() => import('./MetricBars'))).MetricBars,
}));

export interface MetricChartProps {
  title: string;
  days: string[];
  /** One or more series, stacked by day (downloads by file). */
  series: StatsColumn[];
}

/** One metric over the window: a summary in words, the bars (hidden from screen readers), and a hidden table. */
export function MetricChart({ title, days, series }: MetricChartProps) {
  const headingId = useId();
  const total = series.reduce((sum, column) => sum + column.values.reduce((a, b) => a + b, 0), 0);
  const summary = `${total.toLocaleString('pt-BR')} em ${days.length} dias`;
  const data = days.map((day, index) =>
    Object.fromEntries([['day', day], ...series.map((column) => [column.label, column.values[index]])]),
  );
  return (
    <Panel as="section" aria-labelledby={headingId} p="4" minW="0">
      <Heading as="h2" size="sm" id={headingId}>
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {summary}
      </Text>
      <Box
        aria-hidden="true"
        h={`${HEIGHT}px`}
        css={{ '& .recharts-cartesian-axis-tick-value': { fill: 'fg.muted', fontSize: '11px' } }}
      >
        <Suspense fallback={null}>
          <MetricBars data={data} series={series} height={HEIGHT} />
        </Suspense>
      </Box>
      <StatsTable caption={`${title}: ${summary}, por dia`} days={days} columns={series} />
    </Panel>
  );
}
