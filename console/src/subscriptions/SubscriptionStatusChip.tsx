import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { LabeledFieldProps, Subscription, SubscriptionStatus } from './types';

const colors: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  unpaid: 'error',
  incomplete: 'warning',
  incomplete_expired: 'default',
  paused: 'default',
  canceled: 'default',
};

export function SubscriptionStatusChip(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colors[record.status] ?? 'default'}
      label={translate(`resources.subscriptions.status.${record.status}`, { _: record.status })}
    />
  );
}
