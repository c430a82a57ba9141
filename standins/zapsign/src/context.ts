import type { FileLinks } from './file-links';
import { presentDocument, presentSigner } from './present';
import type { Store } from './store';
import type { StoredDocument, StoredSigner, ZapSignDocument, ZapSignWebhook } from './types';

/** What every route, page and action works with. */
export class StandInContext {
  /** The raw JSON bodies create-doc received, in order (tests assert what a client sent). */
  readonly createRequests: unknown[] = [];

  constructor(
    readonly store: Store,
    readonly fileLinks: FileLinks,
    readonly templateIds: ReadonlySet<string>,
    private readonly baseUrl: () => string,
    private readonly subscribedEvents: ReadonlySet<string>,
    private readonly deliver: (body: ZapSignWebhook) => void,
  ) {}

  get url(): string {
    return this.baseUrl();
  }

  present(document: StoredDocument): ZapSignDocument {
    return presentDocument(document, this.url, this.fileLinks);
  }

  /**
   * Sends a webhook for an event the account subscribed to. The body is the document as it is
   * now (ZapSign's shape, `event_type` first); later changes do not reach a queued delivery.
   */
  publish(eventType: string, document: StoredDocument, signer?: StoredSigner): void {
    if (!this.subscribedEvents.has(eventType)) return;
    this.deliver({
      event_type: eventType,
      ...this.present(document),
      ...(signer ? { signer_who_signed: presentSigner(signer, this.url) } : {}),
    });
  }
}
