import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchListeningTuning, saveListeningTuning, tuningKeys, type ListeningTuning } from '../../api/tuning';
import { useAuth } from '../../hooks/useAuth';
import { toaster } from '../ui/toaster';

const ORIGINAL: ListeningTuning = { tempo: null, key: null };

/**
 * The signed-in listener's session tempo and key (the header's control), kept on the server per
 * user. Visitors and a session not loaded yet play everything as recorded.
 */
export function useSessionTuning(): ListeningTuning {
  const auth = useAuth();
  const tuning = useQuery({
    queryKey: tuningKeys.mine,
    queryFn: fetchListeningTuning,
    enabled: auth.status === 'authenticated',
    staleTime: Infinity,
  });
  return (auth.status === 'authenticated' && tuning.data) || ORIGINAL;
}

/** Changes the session tempo and key at once on screen, saved behind; put back if refused. */
export function useSetSessionTuning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListeningTuning,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: tuningKeys.mine });
      const before = queryClient.getQueryData<ListeningTuning>(tuningKeys.mine);
      queryClient.setQueryData(tuningKeys.mine, next);
      return { before };
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(tuningKeys.mine, context?.before ?? ORIGINAL);
      toaster.create({
        type: 'error',
        title: 'Não foi possível guardar o andamento e o tom da sessão.',
        description: error instanceof Error ? error.message : undefined,
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(tuningKeys.mine, saved),
    // A read that left before this save landed must not leave its older answer on screen: ask again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tuningKeys.mine }),
  });
}
