import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import type { DistributionRequest, LabeledFieldProps } from './types';

export function ProducerField(_props: LabeledFieldProps) {
  const record = useRecordContext<DistributionRequest>();
  if (!record) return null;
  const { name, avatarUrl } = record.producer;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Avatar src={avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2">{name}</Typography>
    </Stack>
  );
}
