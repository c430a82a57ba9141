import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ProviderUnavailableError,
  type CreateFromTemplate,
  type ESignatureProvider,
  type ProviderDocument,
  type ProviderDocumentStatus,
  type ProviderWebhook,
} from './e-signature-provider';

/**
 * ZapSign does not sign its webhooks. Its docs ("Criar webhook" > "Configurando headers para
 * webhooks") let an account attach custom headers to a webhook (`headers: [{ name, value }]`
 * on POST /api/v1/user/company/webhook/, or in Configurações > Integrações > Webhooks): the
 * webhook /api/webhooks/contracts is configured there with this header and
 * ZAPSIGN_WEBHOOK_SECRET as its value.
 */
export const ZAPSIGN_WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

export type ZapSignAdapterOptions = {
  /** ZAPSIGN_API_URL: https://api.zapsign.com.br, its sandbox, or the local stand-in. */
  apiUrl: string;
  apiToken: string;
  /** The value ZapSign sends in `x-webhook-secret`; empty: every webhook is refused. */
  webhookSecret: string;
  /** Per API call, response body included (default 30 s: create-doc renders the DOCX). */
  timeoutMs?: number;
  /** Waits on 429 before giving up with ProviderUnavailableError (default 3). */
  maxRateLimitRetries?: number;
  /** A Retry-After longer than this is not waited here but handed to the caller (default 60 s). */
  maxRetryAfterMs?: number;
  /** Largest signed PDF accepted by downloadFile (default 20 MB). */
  maxDownloadBytes?: number;
  /** Per download (default 60 s). */
  downloadTimeoutMs?: number;
  /** Injected by tests to skip real waits. */
  sleep?: (ms: number) => Promise<void>;
};

/** ZapSign refused a request (4xx other than 429): retrying the same request will not help. */
export class ZapSignRequestError extends Error {
  constructor(
    readonly status: number,
    /** ZapSign's own explanation (its `detail`, or the invalid fields). */
    readonly detail: string,
    readonly endpoint: string,
  ) {
    super(`ZapSign recusou ${endpoint} (HTTP ${status}): ${detail}`);
    this.name = 'ZapSignRequestError';
  }
}

const DEFAULT_RETRY_AFTER_MS = 1000;

/**
 * Status values as ZapSign writes them. The list endpoint filters on pending, signed and
 * refused; the doc_refused webhook example in its docs says "recusado".
 */
const STATUSES: Record<string, ProviderDocumentStatus> = {
  pending: 'pending',
  signed: 'signed',
  refused: 'refused',
  recusado: 'refused',
  expired: 'expired',
};

/** These events settle the status whatever the body's `status` says. doc_signed does not: it fires per signer. */
const EVENT_STATUSES: Record<string, ProviderDocumentStatus> = { doc_refused: 'refused', doc_expired: 'expired' };

type ZapSignSignerJson = { sign_url?: unknown };
type ZapSignDocumentJson = {
  token?: unknown;
  status?: unknown;
  external_id?: unknown;
  signed_file?: unknown;
  signers?: unknown;
  event_type?: unknown;
};

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The production e-signature provider: ZapSign's REST API (DESIGN §9) over global fetch. */
export class ZapSignAdapter implements ESignatureProvider {
  private readonly baseUrl: string;
  private readonly secretDigest: Buffer | undefined;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ZapSignAdapterOptions) {
    if (!options.apiToken) throw new Error('ZapSignAdapter: apiToken é obrigatório');
    this.baseUrl = options.apiUrl.replace(/\/+$/, '');
    this.secretDigest = options.webhookSecret ? sha256(options.webhookSecret) : undefined;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async createFromTemplate(request: CreateFromTemplate): Promise<ProviderDocument> {
    const body = {
      template_id: request.templateId,
      signer_name: request.signerName,
      signer_email: request.signerEmail,
      // ZapSign e-mails the signing link too, so a signer who leaves the portal can still sign.
      send_automatic_email: true,
      send_automatic_whatsapp: false,
      lang: 'pt-br',
      external_id: request.externalId,
      data: request.data.map(({ de, para }) => ({ de, para })),
    };
    return toProviderDocument(await this.call('POST', '/api/v1/models/create-doc/', body));
  }

  async getDocument(token: string): Promise<ProviderDocument> {
    return toProviderDocument(await this.call('GET', `/api/v1/docs/${encodeURIComponent(token)}/`));
  }

  async downloadFile(url: string): Promise<Buffer> {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new Error(`link de arquivo da ZapSign com protocolo inesperado: ${target.protocol}`);
    }
    const limit = this.options.maxDownloadBytes ?? 20 * 1024 * 1024;
    let response: Response;
    try {
      // No Authorization header: the link is pre-signed (S3) and the API token must not go elsewhere.
      response = await fetch(target, { signal: AbortSignal.timeout(this.options.downloadTimeoutMs ?? 60_000) });
    } catch (error) {
      throw new ProviderUnavailableError(`arquivo da ZapSign inacessível: ${describe(error)}`);
    }
    if (response.status === 429 || response.status >= 500) {
      await discard(response);
      throw new ProviderUnavailableError(
        `download do arquivo da ZapSign falhou (HTTP ${response.status})`,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) {
      await discard(response);
      throw new Error(`link do arquivo da ZapSign recusado (HTTP ${response.status}); links duram 60 minutos`);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > limit) {
      await discard(response);
      throw new Error(`arquivo da ZapSign grande demais (${declared} bytes; limite ${limit})`);
    }
    return readLimited(response, limit);
  }

  parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): ProviderWebhook | undefined {
    if (!this.secretDigest) return undefined;
    const given = headerValue(headers, ZAPSIGN_WEBHOOK_SECRET_HEADER);
    // Digests have equal lengths, so the comparison takes the same time whatever was sent.
    if (given === undefined || !timingSafeEqual(sha256(given), this.secretDigest)) return undefined;
    if (typeof body !== 'object' || body === null || typeof (body as ZapSignDocumentJson).event_type !== 'string') {
      throw new Error('webhook da ZapSign sem event_type');
    }
    const eventType = (body as ZapSignDocumentJson).event_type as string;
    const document = toProviderDocument(body);
    return { eventType, document: { ...document, status: EVENT_STATUSES[eventType] ?? document.status } };
  }

  /**
   * One API call: bearer token, JSON, a timeout. 429 is waited out (Retry-After) a bounded
   * number of times; then, or on 5xx and network errors, ProviderUnavailableError. A POST is
   * not retried after a 5xx or a timeout: ZapSign may have made the document already.
   */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const endpoint = `${method} ${path}`;
    const maxRetries = this.options.maxRateLimitRetries ?? 3;
    const maxWaitMs = this.options.maxRetryAfterMs ?? 60_000;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.options.apiToken}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
        text = await response.text();
      } catch (error) {
        throw new ProviderUnavailableError(`ZapSign inacessível em ${endpoint}: ${describe(error)}`);
      }
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_MS;
        if (attempt < maxRetries && waitMs <= maxWaitMs) {
          await this.sleep(waitMs);
          continue;
        }
        throw new ProviderUnavailableError(
          `ZapSign limitou as requisições em ${endpoint} (HTTP 429, ${attempt + 1} tentativas)`,
          waitMs,
        );
      }
      if (response.status >= 500) {
        throw new ProviderUnavailableError(
          `ZapSign falhou em ${endpoint} (HTTP ${response.status}): ${detailOf(text)}`,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      if (!response.ok) throw new ZapSignRequestError(response.status, detailOf(text), endpoint);
      try {
        return JSON.parse(text);
      } catch {
        throw new Error(`resposta da ZapSign em ${endpoint} não é JSON: ${text.slice(0, 200)}`);
      }
    }
  }
}

function toProviderDocument(json: unknown): ProviderDocument {
  const document = (typeof json === 'object' && json !== null ? json : {}) as ZapSignDocumentJson;
  if (typeof document.token !== 'string' || document.token === '') {
    throw new Error('resposta da ZapSign sem o token do documento');
  }
  const firstSigner = Array.isArray(document.signers)
    ? (document.signers[0] as ZapSignSignerJson | undefined)
    : undefined;
  return {
    token: document.token,
    // An unknown status means the document is not settled as far as this code knows.
    status: STATUSES[String(document.status)] ?? 'pending',
    // ZapSign answers "" when no external_id was sent.
    externalId: typeof document.external_id === 'string' && document.external_id !== '' ? document.external_id : null,
    signUrl: typeof firstSigner?.sign_url === 'string' && firstSigner.sign_url !== '' ? firstSigner.sign_url : null,
    signedFileUrl:
      typeof document.signed_file === 'string' && document.signed_file !== '' ? document.signed_file : null,
  };
}

/** ZapSign's error bodies: `{ detail }`, or field errors `{ field: [messages] }`. */
function detailOf(text: string): string {
  try {
    const json = JSON.parse(text) as unknown;
    if (typeof json === 'object' && json !== null) {
      const fields = json as Record<string, unknown>;
      if (typeof fields.detail === 'string') return fields.detail;
      if (typeof fields.message === 'string') return fields.message;
      return Object.entries(fields)
        .map(
          ([field, value]) => `${field}: ${Array.isArray(value) ? value.map(String).join(' ') : JSON.stringify(value)}`,
        )
        .join('; ');
    }
  } catch {
    // Not JSON (a proxy's error page, say): the text itself, shortened.
  }
  return text.slice(0, 300) || '(sem corpo)';
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

async function readLimited(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        break;
      }
      chunks.push(value);
    }
  } catch (error) {
    throw new ProviderUnavailableError(`download do arquivo da ZapSign interrompido: ${describe(error)}`);
  }
  if (size > limit) throw new Error(`arquivo da ZapSign grande demais (mais de ${limit} bytes)`);
  return Buffer.concat(chunks);
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function describe(error: unknown): string {
  // Duck-typed: fetch's timeout is a DOMException, not always an Error of this realm.
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { message?: unknown };
  };
  if (name === 'TimeoutError') return 'tempo esgotado';
  if (typeof message !== 'string') return String(error);
  return typeof cause?.message === 'string' ? `${message}: ${cause.message}` : message;
}
