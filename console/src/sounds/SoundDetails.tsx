import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

import { PreviewPlayer } from './PreviewPlayer';
import { RetryProcessingButton } from './RetryProcessingButton';
import { musicalParts } from './soundChoices';
import type { AdminSound } from './types';

/** A row opened in the list: the preview to hear, what the sound is, why processing failed and its retry. */
export function SoundDetails() {
  const record = useRecordContext<AdminSound>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" gap={3} sx={{ py: 1 }}>
      <PreviewPlayer />
      <Typography variant="body2">
        {[record.category?.name, ...musicalParts(record), record.description].filter(Boolean).join(' · ')}
      </Typography>
      {record.audio.status === 'failed' ? (
        <>
          <Typography variant="body2" color="error">
            {translate('resources.sounds.failure', { message: record.audio.failureMessage ?? '' })}
          </Typography>
          <RetryProcessingButton audioId={record.audio.id} />
        </>
      ) : null}
    </Stack>
  );
}
