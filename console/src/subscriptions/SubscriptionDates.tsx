import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import { formatDateTime } from './formatDate';
import type { LabeledFieldProps, Subscription } from './types';

type DateKey = 'created' | 'trialStart' | 'trialEnd' | 'canceledAt' | 'cancelAt' | 'endedAt';

const moments: DateKey[] = ['created', 'trialStart', 'trialEnd', 'canceledAt', 'cancelAt', 'endedAt'];

/**
 * What billing keeps of a subscription's life: the dates Stripe recorded on it, in order. Billing
 * stores the latest state only (no event log), so the full history is in the provider's dashboard.
 */
export function SubscriptionDates(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  const dated = moments
    .filter((key) => record[key])
    .map((key) => ({ key, at: record[key] as string }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <>
      <List dense disablePadding aria-label={translate('resources.subscriptions.fields.history')}>
        {dated.map(({ key, at }) => (
          <ListItem key={key} disableGutters>
            <ListItemText
              primary={translate(`resources.subscriptions.moments.${key}`)}
              secondary={formatDateTime(at)}
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.subscriptions.history_note', { synced: formatDateTime(record.syncedAt) })}
      </Typography>
    </>
  );
}
