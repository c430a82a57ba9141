import { LRUCache } from 'lru-cache';
import { previewLinkExpiry, signedPreviewLink } from '@sampleteca/contracts';

/**
 * Preview links signed once per audio and window: a link names its audio and its expiry only
 * (not the viewer), and every link issued within a window has the same expiry, so a card's link
 * is the same string for everyone until the window turns. Signing 20 per page (an HMAC and a
 * query string each) was ~4 % of a list's CPU under load. Bounded, least recently used first out.
 */
export class PreviewLinks {
  private readonly links = new LRUCache<string, string>({ max: 50_000 });

  constructor(
    private readonly secret: Buffer,
    private readonly ttlSeconds: number,
  ) {}

  url(audioId: string, now = Date.now()): string {
    const key = `${audioId}:${previewLinkExpiry(this.ttlSeconds, now)}`;
    let url = this.links.get(key);
    if (url === undefined) {
      url = signedPreviewLink(audioId, this.secret, this.ttlSeconds, now).url;
      this.links.set(key, url);
    }
    return url;
  }
}
