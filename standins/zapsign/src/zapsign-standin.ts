import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, StandInServer } from '@sampleteca/standin-common';
import { ApiRouter } from './api-router';
import { StandInContext } from './context';
import { expireDocument, refuseDocument, signDocument } from './document-actions';
import { notFound, serverError } from './errors';
import { FileLinks } from './file-links';
import { serveFile } from './files';
import { sendJson } from './http';
import { RateLimiter } from './rate-limit';
import { createDocRoutes } from './resources/create-doc';
import { docRoutes } from './resources/docs';
import { SigningPages } from './signing-pages';
import { Store } from './store';
import type { StoredDocument, ZapSignDocument } from './types';
import { WebhookSender } from './webhooks';

/** The template id Sampleteca's configuration uses by default (ZAPSIGN_TEMPLATE_ID). */
export const DEFAULT_TEMPLATE_ID = 'sampleteca-distribuicao';

/**
 * The events Sampleteca subscribes its ZapSign webhook to: the ones that end a contract.
 * doc_created and doc_viewed are sent too when listed in `webhookEvents`.
 */
export const DEFAULT_WEBHOOK_EVENTS = ['doc_signed', 'doc_refused', 'doc_expired'];

/** ZapSign's file links last 60 minutes. */
const FILE_LINK_TTL_SECONDS = 3600;

export type ZapSignStandInOptions = {
  /** The API token clients must send as `Authorization: Bearer …`; anything else gets 401. */
  apiToken: string;
  /** Where webhooks are POSTed, e.g. http://127.0.0.1:3000/api/webhooks/contracts. None: no webhooks. */
  webhookUrl?: string;
  /** Sent in every webhook's `x-webhook-secret` header (a custom header of the ZapSign webhook). */
  webhookSecret?: string;
  /** Template ids create-doc accepts (default: the configured default, sampleteca-distribuicao). */
  templateIds?: string[];
  /** Events the webhook is subscribed to (default DEFAULT_WEBHOOK_EVENTS). */
  webhookEvents?: string[];
  /** Waits before each webhook retry (default 1 s, 2 s, 4 s, 8 s, 16 s: six attempts in all). */
  webhookRetryDelaysMs?: number[];
  /** How long file links stay valid (default 3600 s, as ZapSign's). */
  fileLinkTtlSeconds?: number;
  /** JSON file keeping the documents across restarts; in memory only when absent. */
  stateFile?: string;
  /** Where failed deliveries and unexpected errors are reported (default: nowhere). */
  log?: (message: string) => void;
};

/**
 * A local server speaking the part of ZapSign's REST API the distribution service uses
 * (create a document from a template, read a document), with the signer's page, temporary
 * PDF links and ZapSign-shaped webhooks, so the real adapter runs offline and in tests.
 */
export class ZapSignStandIn extends StandInServer {
  private readonly store: Store;
  private readonly webhooks: WebhookSender;
  private readonly rateLimiter = new RateLimiter();
  private readonly context: StandInContext;
  private readonly api: ApiRouter;
  private readonly pages: SigningPages;

  constructor(options: ZapSignStandInOptions) {
    super({ notStarted: 'A ZapSign local ainda não foi iniciada (chame start()).', log: options.log });
    if (!options.apiToken) throw new Error('ZapSignStandIn: apiToken é obrigatório');
    this.store = new Store(options.stateFile);
    this.webhooks = new WebhookSender({
      url: options.webhookUrl,
      secret: options.webhookSecret,
      retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      log: options.log,
    });
    const fileLinks = new FileLinks(
      () => this.store.state.fileKey,
      () => this.url,
      options.fileLinkTtlSeconds ?? FILE_LINK_TTL_SECONDS,
    );
    this.context = new StandInContext(
      this.store,
      fileLinks,
      new Set(options.templateIds ?? [DEFAULT_TEMPLATE_ID]),
      () => this.url,
      new Set(options.webhookEvents ?? DEFAULT_WEBHOOK_EVENTS),
      (body) => this.webhooks.send(body),
    );
    this.api = new ApiRouter(
      this.context,
      options.apiToken,
      this.rateLimiter,
      [...createDocRoutes, ...docRoutes],
      options.log,
    );
    this.pages = new SigningPages(this.context);
  }

  /**
   * Listens (port 0: any free port) and answers the base URL, e.g. http://127.0.0.1:41234: the
   * API's (ZAPSIGN_API_URL's counterpart), where signing pages and files live too.
   */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    return this.listen(port, host);
  }

  /** Signs as the (first unsigned) signer would on the page: doc_signed follows. */
  async sign(documentToken: string): Promise<ZapSignDocument> {
    const document = this.find(documentToken);
    signDocument(this.context, document);
    return this.context.present(document);
  }

  /** Refuses as the signer would on the page: doc_refused follows. */
  async refuse(documentToken: string, reason = ''): Promise<ZapSignDocument> {
    const document = this.find(documentToken);
    refuseDocument(this.context, document, reason);
    return this.context.present(document);
  }

  /** The signing deadline passes: doc_expired follows. */
  async expire(documentToken: string): Promise<ZapSignDocument> {
    const document = this.find(documentToken);
    expireDocument(this.context, document);
    return this.context.present(document);
  }

  /** Every document, as GET /api/v1/docs/{token}/ would answer it. */
  documents(): ZapSignDocument[] {
    return this.store.state.documents.map((document) => this.context.present(document));
  }

  /** The raw JSON bodies create-doc received, oldest first. */
  get createRequests(): unknown[] {
    return this.context.createRequests;
  }

  /** The last raw JSON body create-doc received (to assert what a client sent). */
  get lastCreateRequest(): unknown {
    return this.context.createRequests.at(-1);
  }

  /** Off: no webhook is sent (as if the account had none), so a client must poll. */
  get webhooksEnabled(): boolean {
    return this.webhooks.enabled;
  }

  set webhooksEnabled(enabled: boolean) {
    this.webhooks.enabled = enabled;
  }

  /** Delivers the last webhook body again (ZapSign may deliver twice); resolves once settled. */
  redeliverLastWebhook(): Promise<void> {
    return this.webhooks.redeliverLast();
  }

  /** Resolves once every webhook sent so far has been delivered or given up on. */
  webhooksSettled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** The next `count` API calls answer 429 with `Retry-After: retryAfterSeconds`. */
  rateLimitNext(count: number, retryAfterSeconds = 1): void {
    this.rateLimiter.limitNext(count, retryAfterSeconds);
  }

  private find(documentToken: string): StoredDocument {
    const document = this.store.document(documentToken);
    if (!document) throw new Error(`documento ${documentToken} não existe na ZapSign local`);
    return document;
  }

  protected async route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith('/api/v1/')) return await this.api.handle(req, res, url);
    if (serveFile(this.context, req.method ?? 'GET', res, url)) return;
    if (await this.pages.handle(req, res, url)) return;
    const missing = notFound();
    sendJson(res, missing.statusCode, missing.body);
  }

  protected stopSending(): void {
    this.webhooks.stop();
  }

  protected answerUnexpected(res: ServerResponse): void {
    const failure = serverError();
    sendJson(res, failure.statusCode, failure.body);
  }
}
