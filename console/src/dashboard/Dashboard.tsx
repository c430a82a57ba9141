import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Card,
  CardHeader,
  Chip,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
  CardContent,
} from '@mui/material';
import { Suspense } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';

import { AttentionList } from './AttentionList';
import { ReadinessTable } from './ReadinessTable';
import { useReadiness } from './useReadiness';
import { NamedButton } from '../layout/NamedButton';
import { lazyScreen } from '../lazyImport';

// The charts bring the chart library: a chunk of their own, fetched after the dashboard's first paint.
const DailyCharts = lazyScreen(() => import('./DailyCharts'), 'DailyCharts');

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { readiness, failed, loading, checkedAt, refresh } = useReadiness();
  const ready = readiness?.status === 'ok';

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 1200 }}>
      <Title title={translate('sampleteca.dashboard.title')} />
      <Typography component="h1" variant="h5">
        {translate('sampleteca.dashboard.title')}
      </Typography>
      <AttentionList />
      <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
        <DailyCharts />
      </Suspense>
      <Card>
        <CardHeader
          title={translate('sampleteca.dashboard.readiness')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={
            <NamedButton label="sampleteca.dashboard.refresh" onClick={refresh} disabled={loading}>
              <RefreshIcon />
            </NamedButton>
          }
        />
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-hidden="true" />}</Box>
        <CardContent>
          <Stack spacing={2}>
            <Box role="status" aria-live="polite">
              {failed ? (
                <Alert severity="error">{translate('sampleteca.dashboard.unreachable')}</Alert>
              ) : (
                readiness && (
                  <Chip
                    color={ready ? 'success' : 'error'}
                    label={translate(ready ? 'sampleteca.dashboard.ready' : 'sampleteca.dashboard.unavailable')}
                  />
                )
              )}
            </Box>
            {readiness && <ReadinessTable checks={readiness.checks} />}
            {checkedAt && (
              <Typography variant="caption" color="text.secondary">
                {translate('sampleteca.dashboard.checked_at', {
                  time: checkedAt.toLocaleTimeString(locale),
                })}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
