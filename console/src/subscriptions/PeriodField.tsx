import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import { formatDate } from './formatDate';
import type { LabeledFieldProps, Subscription } from './types';

/** The current billing period, start – end. */
export function PeriodField(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  if (!record) return null;
  if (!record.currentPeriodStart && !record.currentPeriodEnd) return <>—</>;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(record.currentPeriodStart)} – {formatDate(record.currentPeriodEnd)}
    </Typography>
  );
}
