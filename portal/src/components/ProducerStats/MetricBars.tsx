import { longDay, shortDay } from '@sampleteca/clients-shared/days';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { StatsColumn } from './StatsTable';

/** Mid-tone colours readable on the light and the dark panel alike. */
const SERIES_COLORS = ['#8b5cf6', '#14b8a6', '#f59e0b'];

interface MetricBarsProps {
  data: Record<string, string | number>[];
  series: StatsColumn[];
  height: number;
}

/** A metric's bars by day, stacked when there are several series (MetricChart's picture). */
export function MetricBars({ data, series, height }: MetricBarsProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height }}>
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
  );
}
