import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import type { AdminSound } from './types';

const COLORS = { processing: 'default', ready: 'success', failed: 'error' } as const;

/** Where media's processing stands (a failure's message: SoundDetails and the edit page). */
export function ProcessingField(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const translate = useTranslate();
  if (!record) return null;
  const { status } = record.audio;
  return <Chip size="small" color={COLORS[status]} label={translate(`resources.sounds.processing.${status}`)} />;
}
