import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';

import { connection, isNetworkError } from './api/connection';
import { toaster } from './components/ui/toaster';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Said when the mutation waits offline for the connection (networkMode 'online'). */
      queuedOffline?: string;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => connection.failed(error),
    onSuccess: () => connection.reached(),
  }),
  mutationCache: new MutationCache({
    onError: (error) => connection.failed(error),
    onSuccess: () => connection.reached(),
    // A mutation that waits for the connection says so, instead of nothing happening. (One that
    // waits behind another of its scope is paused too, online: that one says nothing.)
    onMutate: (_variables, mutation) => {
      const queued = mutation.meta?.queuedOffline;
      if (queued && mutation.state.isPaused && !onlineManager.isOnline()) {
        toaster.create({ id: 'queued-offline', type: 'info', title: queued });
      }
    },
  }),
  defaultOptions: {
    // Issue #29 §3: TanStack's default ('online') pauses requests offline and nothing happens:
    // every request is tried, so that it fails and the screen says so. A mutation worth keeping
    // for later (the like) asks for 'online' itself and says it waits.
    queries: {
      staleTime: 30_000,
      networkMode: 'always',
      // 'always' would also turn this off: what failed offline asks again when the connection returns.
      refetchOnReconnect: true,
      // Offline, a second try fails as the first did: the failure shows at once.
      retry: (failures, error) => failures < 1 && !(isNetworkError(error) && !onlineManager.isOnline()),
    },
    mutations: { networkMode: 'always' },
  },
});
