import { Alert, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';

import type { AdminUser } from './types';

interface SubscriptionRow {
  id: string;
  status: string;
  planName?: string;
  plan?: string;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
}

/** The account's subscriptions as billing holds them (its own admin route), newest first. */
export function UserSubscription() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<SubscriptionRow>(
    'subscriptions',
    {
      filter: { userId: record?.id },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { enabled: Boolean(record) },
  );
  if (error) return <Alert severity="error">{translate('resources.users.subscription.unavailable')}</Alert>;
  if (isPending) return null;
  if (!data?.length) return <Typography>{translate('resources.users.subscription.none')}</Typography>;
  return (
    <ul>
      {data.map((subscription) => (
        <li key={subscription.id}>
          <a href={`#/subscriptions/${encodeURIComponent(subscription.id)}/show`}>
            {subscription.planName ?? subscription.plan} — {subscription.status}
            {subscription.currentPeriodEnd
              ? ` (${new Date(subscription.currentPeriodEnd).toLocaleDateString('pt-BR')})`
              : ''}
          </a>
        </li>
      ))}
    </ul>
  );
}
