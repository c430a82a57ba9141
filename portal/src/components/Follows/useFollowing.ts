import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchFollowingIds, followKeys, setFollowing } from '../../api/follows';
import { useAuth } from '../../hooks/useAuth';
import { toaster } from '../ui/toaster';

/** Whom the signed-in person follows, once for every card on screen (never for a visitor). */
export function useFollowingIds() {
  const auth = useAuth();
  return useQuery({
    queryKey: followKeys.ids(),
    queryFn: fetchFollowingIds,
    enabled: auth.status === 'authenticated',
    staleTime: 5 * 60_000,
  });
}

/** 'Seguir' / 'Deixar de seguir' for one producer: the button changes at once, the server confirms. */
export function useFollow(producerId: string) {
  const queryClient = useQueryClient();
  const ids = useFollowingIds();
  const following = ids.data?.includes(producerId) ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) => setFollowing(producerId, next),
    onMutate: (next) => {
      const before = queryClient.getQueryData<string[]>(followKeys.ids());
      queryClient.setQueryData<string[]>(followKeys.ids(), (current = []) =>
        next ? [producerId, ...current.filter((id) => id !== producerId)] : current.filter((id) => id !== producerId),
      );
      return { before };
    },
    onSuccess: (state) => queryClient.setQueryData(followKeys.state(producerId), state),
    onError: (error, _next, context) => {
      queryClient.setQueryData(followKeys.ids(), context?.before);
      toaster.create({
        type: 'error',
        title: 'Não foi possível mudar quem você segue.',
        description: error instanceof Error ? error.message : undefined,
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: followKeys.all }),
  });
  return { following, ready: ids.isSuccess, toggle: () => change.mutate(!following), pending: change.isPending };
}
