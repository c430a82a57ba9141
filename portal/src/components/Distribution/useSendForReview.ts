import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, errorMessage, unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { Sound } from '../Sounds/soundTypes';
import { soundsQueryKey } from '../Sounds/useSoundPage';
import { toaster } from '../ui/toaster';
import { requestsQueryKey } from '../Requests/useRequests';

const SEND_FAILED = 'Problema ao tentar enviar solicitação';

/**
 * 'Enviar para análise' on 'Meus Uploads': POST /api/distribution-requests, the server's text in a
 * toast. The variable is the review state the card showed when sent (see UploadReview).
 */
export function useSendForReview(soundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_reviewWhenSent: Sound['review']) =>
      unwrap(await apiClient.POST('/api/distribution-requests', { body: { soundId } })),
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
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
      ]),
  });
}
