import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Card, CardContent, CardHeader, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';

import { ReadinessTable } from './ReadinessTable';
import { useReadiness } from './useReadiness';
import { NamedButton } from '../layout/NamedButton';

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { readiness, failed, loading, checkedAt, refresh } = useReadiness();
  const ready = readiness?.status === 'ok';

  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={translate('sampleteca.dashboard.title')} />
      <Card>
        <CardHeader
          title={translate('sampleteca.dashboard.readiness')}
          slotProps={{ title: { component: 'h1', variant: 'h6' } }}
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
    </Box>
  );
}
