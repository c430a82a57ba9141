import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { ApiError, errorMessage } from '../../api/apiError';
import { requestBundle, saveBundle, type BundleSource } from '../../api/bundles';
import { soundKeys } from '../../api/sounds';
import { paths } from '../../routes/paths';
import { toaster } from '../ui/toaster';

const DOWNLOAD_ERROR = 'Problema ao tentar fazer o Download';
/** Media counts each sound as it streams it: the cards ask again after a while. */
const RECOUNT_AFTER_MS = 2000;

/** Asks the catalogue for the ZIP and has the browser save it; a refusal is said in a toast. */
export function useBundleDownload(source: BundleSource) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => requestBundle(source),
    onSuccess: (grant) => {
      saveBundle(grant);
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: soundKeys.all }), RECOUNT_AFTER_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') {
        const plansUrl = typeof error.details?.plansUrl === 'string' ? error.details.plansUrl : paths.profilePlan;
        toaster.create({
          type: 'warning',
          title: error.message,
          duration: 10_000,
          closable: true,
          action: { label: 'Ver planos', onClick: () => navigate(plansUrl) },
        });
        return;
      }
      // An empty kit or list, sounds still processing: the server's own words.
      const detail = errorMessage(error, '');
      toaster.create({ type: 'error', title: detail || DOWNLOAD_ERROR });
    },
  });
}
