import { Box, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { Panel } from '../Common/Panel';
import { StatsTable, type StatsColumn } from './StatsTable';
import { longDay, shortDay } from './statsDays';

const HEIGHT = 180;
/** Mid-tone colours readable on the light and the dark panel alike. */
const SERIES_COLORS = ['#8b5cf6', '#14b8a6', '#f59e0b'];

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
      <Heading as="h3" size="sm" id={headingId}>
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
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height: HEIGHT }}>
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
            <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={12} />
            <YAxis allowDecimals={false} width={32} />
            <Tooltip labelFormatter={(day) => longDay(String(day))} />
            {series.map((column, index) => (
              <Bar
                key={column.label}
                dataKey={column.label}
                stackId="day"
                fill={SERIES_COLORS[index]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <StatsTable caption={`${title}: ${summary}, por dia`} days={days} columns={series} />
    </Panel>
  );
}
