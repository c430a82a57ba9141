import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { requestBundle, saveBundle, type BundleSource } from '../../api/bundles';
import { soundKeys } from '../../api/sounds';
import { showPlanRequired } from '../Sounds/downloadRefusal';
import { toaster } from '../ui/toaster';
import { bundleRefusal } from './bundleRefusal';

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
      toaster.create({ type: 'error', title: bundleRefusal(error) });
    },
  });
}
