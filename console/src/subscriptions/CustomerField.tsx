import type { MouseEvent } from 'react';
import { Stack, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';

import type { LabeledFieldProps, Subscription } from './types';

/**
 * Billing knows the customer's e-mail at Stripe and the user's id, not their name: the name
 * and profile are one click away, in Usuários.
 */
export function CustomerField(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
        {record.email ?? translate('resources.subscriptions.no_email')}
      </Typography>
      <Link
        to={`/users/${record.userId}/show`}
        variant="caption"
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {translate('resources.subscriptions.action.open_user')}
      </Link>
    </Stack>
  );
}
