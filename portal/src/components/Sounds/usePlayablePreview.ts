import { useQuery } from '@tanstack/react-query';

import { fetchPreviewLink, mediaKeys } from '../../api/media';

/** media's preview address without a grant: it plays nothing by itself. */
const BARE_PREVIEW = /^\/api\/media\/audio\/([0-9a-f-]{36})\/preview$/i;
/** A link lives at least 45 minutes: one asked every 15 always works when play is pressed. */
const RENEW_MS = 15 * 60_000;

/**
 * An address the browser can play for a sound's preview. The catalogue's lists already carry a
 * link signed for the viewer; a bare address (distribution's requests give one) is traded for a
 * short-lived signed link, which media hands only to the sound's owner and administrators.
 * Undefined while that link is on its way, or when media refuses it.
 */
export function usePlayablePreview(previewUrl: string): string | undefined {
  const audioId = BARE_PREVIEW.exec(previewUrl)?.[1];
  const link = useQuery({
    queryKey: mediaKeys.previewLink(audioId ?? ''),
    queryFn: () => fetchPreviewLink(audioId ?? ''),
    enabled: audioId !== undefined,
    staleTime: RENEW_MS,
    refetchInterval: RENEW_MS,
  });
  return audioId === undefined ? previewUrl : link.data?.url;
}
