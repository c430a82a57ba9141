import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { followKeys, openNotificationEvents, type Notifications } from '../../api/follows';
import { pause } from '../../lib/pause';
import { serverSentEvents } from '../../lib/serverSentEvents';

/** A dropped stream (a deploy, a sleeping laptop) is opened again after this long. */
const RECONNECT_MS = 5_000;

/**
 * The bell's unread count, live: each 'news' event sets it, and a new count refetches the list
 * behind the bell. The stream is reopened when it drops, for as long as the page lives.
 */
export function useNewsEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      while (!signal.aborted) {
        try {
          const { data, response } = await openNotificationEvents(signal);
          if (response.status >= 400 && response.status < 500) return;
          if (data) {
            for await (const event of serverSentEvents(data)) {
              if (event.name !== 'news') continue;
              const { unread } = JSON.parse(event.data) as { unread: number };
              const current = queryClient.getQueryData<Notifications>(followKeys.notifications);
              if (current?.unread === unread) continue;
              queryClient.setQueryData<Notifications>(followKeys.notifications, (old) => old && { ...old, unread });
              void queryClient.invalidateQueries({ queryKey: followKeys.notifications, exact: true });
            }
          }
        } catch {
          // Aborted, or the connection dropped: the loop decides.
        }
        await pause(RECONNECT_MS, signal);
      }
    };
    void follow();
    return () => controller.abort();
  }, [enabled, queryClient]);
}
