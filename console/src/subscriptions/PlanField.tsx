import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { LabeledFieldProps, Subscription } from './types';

/** The plan's name at Stripe, or its tier when the price is no longer offered. */
export function PlanField(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {record.planTitle ?? translate(`resources.subscriptions.tier.${record.tier}`, { _: record.tier })}
    </Typography>
  );
}
