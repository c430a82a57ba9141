import { useEffect, useRef } from 'react';

import { reportPreviewPlay } from '../../api/producerStats';
import { useAuth } from '../../hooks/useAuth';

/**
 * Says once per card when its preview starts playing, for the producer's dashboard: preview links
 * are shared, so media cannot tell who listens. A resume after a pause is the same listening and
 * is not sent again; the server counts one play per listener, sound and day anyway. Visitors
 * (shared pages) have no account to count.
 */
export function usePreviewPlayReport(soundId: string | undefined, playing: boolean) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!playing || !soundId || !signedIn || reported.current === soundId) return;
    reported.current = soundId;
    // A lost count is not worth a message to the listener.
    reportPreviewPlay(soundId).catch(() => undefined);
  }, [playing, soundId, signedIn]);
}
