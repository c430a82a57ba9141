import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, errorMessage } from '../../api/apiError';
import { distributionKeys, sendForReview } from '../../api/distribution';
import { soundKeys } from '../../api/sounds';
import type { Sound } from '../../api/soundTypes';
import { toaster } from '../ui/toaster';

const SEND_FAILED = 'Problema ao tentar enviar solicitação';

/**
 * 'Enviar para análise' on 'Meus Uploads': POST /api/distribution-requests, the server's text in a
 * toast. The variable is the review state the card showed when sent (see UploadReview).
 */
export function useSendForReview(soundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_reviewWhenSent: Sound['review']) => sendForReview(soundId),
    onSuccess: ({ message }) => {
      toaster.create({ type: 'success', title: message });
    },
    onError: (error) => {
      // 409: 'A distribuição dessa música já foi solicitada!' (or the contract still to sign).
      if (error instanceof ApiError && error.status === 409) {
        toaster.create({ type: 'warning', title: error.message });
        return;
      }
      toaster.create({ type: 'error', title: SEND_FAILED, description: errorMessage(error, '') || undefined });
    },
    // The review state reaches the catalogue by an event: the lists load again either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: soundKeys.all }),
        queryClient.invalidateQueries({ queryKey: distributionKeys.requests() }),
      ]),
  });
}
