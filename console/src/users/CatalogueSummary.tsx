import { Alert, Card, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';

import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';
import type { AdminUser, OwnerSummary } from './types';

const FIGURES: (keyof OwnerSummary)[] = [
  'sounds',
  'publicSounds',
  'likesReceived',
  'downloadsReceived',
  'likesGiven',
  'downloadsMade',
];

/** The account in the catalogue's numbers (catalogue's own admin route: identity does not hold them). */
export function CatalogueSummary() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const summary = useQuery({
    queryKey: ['admin', 'owner-summary', record?.id],
    enabled: Boolean(record),
    queryFn: async (): Promise<OwnerSummary> =>
      answerOf(
        await apiClient.GET('/api/admin/sounds/owners/{userId}', { params: { path: { userId: record?.id ?? '' } } }),
      ),
  });
  if (summary.isError) return <Alert severity="error">{translate('resources.users.summary.unavailable')}</Alert>;
  return (
    <section aria-labelledby="catalogue-summary-title">
      <Typography id="catalogue-summary-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.users.summary.title')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={2} component="dl" sx={{ m: 0 }}>
        {FIGURES.map((figure) => (
          // Each card is the <div> grouping its <dt> and <dd>, as a definition list allows.
          <Card key={figure} variant="outlined" sx={{ minWidth: 150, p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.users.summary.${figure}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {summary.data ? summary.data[figure].toLocaleString('pt-BR') : '…'}
            </Typography>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
