import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import { PreviewPlayer } from './PreviewPlayer';
import type { AdminSound } from './types';

/** A row opened in the list: the preview to hear, what the sound is, and why processing failed. */
export function SoundDetails() {
  const record = useRecordContext<AdminSound>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" gap={3} sx={{ py: 1 }}>
      <PreviewPlayer />
      <Typography variant="body2">
        {[record.category?.name, record.key, `${record.bpm} BPM`, record.description].filter(Boolean).join(' · ')}
      </Typography>
      {record.audio.status === 'failed' && record.audio.failureMessage ? (
        <Typography variant="body2" color="error">
          {translate('resources.sounds.failure', { message: record.audio.failureMessage })}
        </Typography>
      ) : null}
    </Stack>
  );
}
