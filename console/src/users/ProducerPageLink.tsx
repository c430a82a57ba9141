import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { AdminUser } from './types';

/** The portal's producer page (/producer/{name}, admins see private sounds there too), in a new tab. */
export function ProducerPageLink() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component="a"
      size="small"
      href={`/producer/${encodeURIComponent(record.fullName)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNewIcon />}
    >
      {translate('resources.users.producer_page')}
    </Button>
  );
}
