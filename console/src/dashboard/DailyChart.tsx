import { Alert, Box, Card, CardContent, CardHeader, Skeleton, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { longDay, shortDay } from '@sampleteca/clients-shared/days';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { DailyTable, type ChartPoint } from './DailyTable';

export interface DailyChartProps {
  /** i18n key of the chart's title. */
  title: string;
  points: ChartPoint[] | undefined;
  failed: boolean;
  /** 'count': things that happened each day (bars); 'level': how many were waiting at each day's end. */
  kind: 'count' | 'level';
  color: 'primary' | 'secondary' | 'info' | 'warning' | 'error';
}

const HEIGHT = 180;

/** One series of the last 30 days: its summary in words, the chart, and its numbers as a table on demand. */
export function DailyChart({ title, points, failed, kind, color }: DailyChartProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const headingId = useId();
  const fill = theme.palette[color].main;
  const label = translate(title);

  const last = points?.at(-1)?.value ?? 0;
  const total = points?.reduce((sum, point) => sum + point.value, 0) ?? 0;
  const summary =
    kind === 'count'
      ? `${translate('sampleteca.dashboard.charts.today', { count: last })} · ${translate('sampleteca.dashboard.charts.total', { count: total })}`
      : translate('sampleteca.dashboard.charts.now', { count: last });

  const axis = { fill: theme.palette.text.secondary, fontSize: 11 };
  const tooltip = {
    labelFormatter: (date: unknown) => longDay(String(date)),
    formatter: (value: unknown) => [String(value), label],
    contentStyle: { background: theme.palette.background.paper, borderColor: theme.palette.divider },
  };
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />;
  const xAxis = <XAxis dataKey="date" tickFormatter={shortDay} tick={axis} minTickGap={12} />;
  const yAxis = <YAxis allowDecimals={false} tick={axis} width={36} />;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={label}
        subheader={points ? summary : undefined}
        slotProps={{ title: { component: 'h3', variant: 'subtitle1', id: headingId } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {failed ? (
          <Alert severity="error">{translate('sampleteca.dashboard.charts.failed')}</Alert>
        ) : !points ? (
          <Skeleton
            variant="rounded"
            height={HEIGHT}
            role="status"
            aria-label={translate('sampleteca.dashboard.charts.loading')}
          />
        ) : (
          <>
            {/* The picture is described by its summary; the numbers are in the table below. */}
            <Box
              role="img"
              aria-label={translate('sampleteca.dashboard.charts.chart_label', { title: label, summary })}
              sx={{ height: HEIGHT }}
            >
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: HEIGHT }}>
                {kind === 'count' ? (
                  <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
                    {grid}
                    {xAxis}
                    {yAxis}
                    <Tooltip {...tooltip} cursor={{ fill: theme.palette.action.hover }} />
                    <Bar dataKey="value" fill={fill} radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  </BarChart>
                ) : (
                  <AreaChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
                    {grid}
                    {xAxis}
                    {yAxis}
                    <Tooltip {...tooltip} />
                    <Area
                      type="stepAfter"
                      dataKey="value"
                      stroke={fill}
                      fill={fill}
                      fillOpacity={0.25}
                      isAnimationActive={false}
                    />
                  </AreaChart>
                )}
              </ResponsiveContainer>
            </Box>
            <DailyTable caption={label} points={points} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
