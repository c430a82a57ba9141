import { useMutation } from '@tanstack/react-query';

import { ApiError } from '../../api/apiError';
import { resendConfirmation } from '../../api/auth';
import { toaster } from '../ui/toaster';

/** 'Reenviar e-mail': sends the confirmation link again to the address given, and says how it went. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: resendConfirmation,
    onSuccess: () => toaster.create({ type: 'success', title: 'E-mail de confirmação reenviado com sucesso.' }),
    onError: (error) =>
      toaster.create({
        type: 'error',
        // A rate limit says when to try again; anything else, that it failed.
        title:
          error instanceof ApiError && error.code === 'RATE_LIMITED'
            ? error.message
            : 'Ocorreu um erro ao reenviar e-mail para confirmação.',
      }),
  });
}
