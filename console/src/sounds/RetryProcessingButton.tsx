import ReplayIcon from '@mui/icons-material/Replay';
import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { retryProcessing } from './processingApi';

/**
 * 'Processar de novo' for a failed file: media refuses (409, in Portuguese) when only a new
 * upload can help, and the notification says so. Once accepted it says it is queued until the
 * catalogue reports 'processing' and the row is read again.
 */
export function RetryProcessingButton({ audioId }: { audioId: string }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const retry = useMutation({
    mutationFn: () => retryProcessing(audioId),
    onSuccess: () => {
      notify('resources.sounds.notification.retried', { type: 'info' });
      // The catalogue hears of it by an event: read the row again once it has.
      setTimeout(refresh, 1500);
    },
    onError: (error: Error) =>
      notify('resources.sounds.notification.retry_error', { type: 'error', messageArgs: { message: error.message } }),
  });

  if (retry.isSuccess)
    return (
      <Typography variant="body2" role="status">
        {translate('resources.sounds.processing.queued')}
      </Typography>
    );
  return (
    <NamedButton
      label="resources.sounds.action.retry"
      onClick={(event: MouseEvent) => {
        // In a list row the click would open the sound too.
        event.stopPropagation();
        retry.mutate();
      }}
      disabled={retry.isPending}
    >
      <ReplayIcon />
    </NamedButton>
  );
}
