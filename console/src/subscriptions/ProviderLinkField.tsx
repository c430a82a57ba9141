import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { LabeledFieldProps, Subscription } from './types';

/** The subscription in Stripe's dashboard; the local stand-in used in development has none. */
export function ProviderLinkField(_props: LabeledFieldProps) {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.providerUrl) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('resources.subscriptions.no_provider_page')}
      </Typography>
    );
  }
  return (
    <Link
      href={record.providerUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('resources.subscriptions.action.open_provider_new_tab')}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {translate('resources.subscriptions.action.open_provider')}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
