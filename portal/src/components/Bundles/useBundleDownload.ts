import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../api/apiError';
import { requestBundle, saveBundle, type BundleSource } from '../../api/bundles';
import { soundKeys } from '../../api/sounds';
import { DOWNLOAD_ERROR, showPlanRequired } from '../Sounds/downloadRefusal';
import { toaster } from '../ui/toaster';

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
      if (showPlanRequired(error, navigate)) return;
      // An empty kit or list, sounds still processing: the server's own words.
      const detail = errorMessage(error, '');
      toaster.create({ type: 'error', title: detail || DOWNLOAD_ERROR });
    },
  });
}
