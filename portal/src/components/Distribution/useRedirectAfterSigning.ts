import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { distributionKeys } from '../../api/distribution';
import { soundKeys } from '../../api/sounds';
import { paths } from '../../routes/paths';
import { toaster } from '../ui/toaster';
import type { Contract } from './distributionTypes';

/** Spec 02 §4 and §9: five seconds after the signature, the catalogue. */
const REDIRECT_AFTER_SIGNING_MS = 5_000;

/** Signed and requested: say so, refresh what lists the request, and go to the catalogue (spec 02 §4). */
export function useRedirectAfterSigning(contract: Contract | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestedId = contract?.status === 'signed' && contract.outcome === 'requested' ? contract.id : null;
  useEffect(() => {
    if (!requestedId) return;
    // The toaster renders synchronously, which React refuses during an effect: hence the microtask.
    queueMicrotask(() =>
      toaster.create({ id: `contrato-${requestedId}`, type: 'success', title: 'Contrato assinado com sucesso!' }),
    );
    void queryClient.invalidateQueries({ queryKey: distributionKeys.requests() });
    void queryClient.invalidateQueries({ queryKey: soundKeys.all });
    const timer = window.setTimeout(() => navigate(paths.dashboard), REDIRECT_AFTER_SIGNING_MS);
    return () => window.clearTimeout(timer);
  }, [requestedId, navigate, queryClient]);
}
