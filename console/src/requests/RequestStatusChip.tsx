import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { DistributionRequest, LabeledFieldProps, RequestStatus } from './types';

const colors: Record<RequestStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  cancelled: 'default',
};

export function RequestStatusChip(_props: LabeledFieldProps) {
  const record = useRecordContext<DistributionRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colors[record.status]}
      label={translate(`resources.distribution-requests.status.${record.status}`)}
    />
  );
}
