/**
 * The e-signature provider as the distribution service sees it (DESIGN §9). The production
 * adapter speaks ZapSign's REST API; offline and in tests the same adapter talks to the local
 * ZapSign stand-in (standins/zapsign), so this path is the one exercised.
 */
export const E_SIGNATURE_PROVIDER = Symbol('E_SIGNATURE_PROVIDER');

/** ZapSign's document status values, as its API and webhooks send them. */
export type ProviderDocumentStatus = 'pending' | 'signed' | 'refused' | 'expired';

/** A template replacement: every `de` (e.g. `{{NOME}}`) in the DOCX becomes `para`. */
export type TemplateReplacement = { de: string; para: string };

export type CreateFromTemplate = {
  templateId: string;
  signerName: string;
  signerEmail: string;
  /** Our contract id, echoed back by the provider in webhooks and document reads. */
  externalId: string;
  data: TemplateReplacement[];
};

export type ProviderDocument = {
  /** The provider's document token (ZapSign `token`). */
  token: string;
  status: ProviderDocumentStatus;
  externalId: string | null;
  /** The first signer's signing page (ZapSign `signers[0].sign_url`), shown in the portal's frame. */
  signUrl: string | null;
  /** Temporary link of the signed PDF once signed (ZapSign `signed_file`; it expires). */
  signedFileUrl: string | null;
};

/** A webhook the provider sent, already authenticated and parsed. */
export type ProviderWebhook = {
  /** ZapSign `event_type`: doc_signed, doc_refused, doc_expired, doc_created, … */
  eventType: string;
  document: ProviderDocument;
};

export interface ESignatureProvider {
  /** Creates a document from a template (ZapSign `POST /api/v1/models/create-doc/`). */
  createFromTemplate(request: CreateFromTemplate): Promise<ProviderDocument>;
  /** Reads a document's current state (ZapSign `GET /api/v1/docs/{token}/`). */
  getDocument(token: string): Promise<ProviderDocument>;
  /** Downloads a file the provider links to (the signed PDF), before its link expires. */
  downloadFile(url: string): Promise<Buffer>;
  /**
   * Checks a webhook request's secret header and parses its body; undefined when the secret
   * does not match (the caller answers 401) .
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): ProviderWebhook | undefined;
}

/** Thrown for provider failures worth retrying later (network, 5xx, 429 after its waits). */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
