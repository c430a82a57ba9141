import { useEffect, useRef } from 'react';

import { reportPreviewPlay } from '../../api/producerStats';

/**
 * Says once per card when its preview starts playing, for the producer's dashboard: preview links
 * are shared, so media cannot tell who listens. A resume after a pause is the same listening and
 * is not sent again; the server counts one play per listener, sound and day anyway. A visitor on a
 * shared page counts too: the server tells visitors apart for the day without a cookie.
 */
export function usePreviewPlayReport(soundId: string | undefined, playing: boolean) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!playing || !soundId || reported.current === soundId) return;
    reported.current = soundId;
    // A lost count is not worth a message to the listener.
    reportPreviewPlay(soundId).catch(() => undefined);
  }, [playing, soundId]);
}
