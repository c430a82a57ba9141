import type { StandInContext } from './context';
import { timestamp } from './ids';
import type { StoredDocument, StoredSigner } from './types';

/** Thrown when a signer acts on a document that is no longer pending. */
export class DocumentClosed extends Error {
  constructor(readonly document: StoredDocument) {
    super(`o documento ${document.token} não está mais pendente (status ${document.status})`);
  }
}

/** The signing link was opened: ZapSign counts views and moves a new signer to link-opened. */
export function recordView(context: StandInContext, document: StoredDocument, signer: StoredSigner): void {
  const now = timestamp();
  signer.times_viewed++;
  signer.last_view_at = now;
  if (signer.status === 'new') signer.status = 'link-opened';
  context.store.save();
  if (signer.times_viewed === 1) context.publish('doc_viewed', document, signer);
}

/**
 * One signer signs. The document is signed once every signer has (then `signed_file`
 * appears); ZapSign sends doc_signed for each signer, naming who signed.
 */
export function signDocument(context: StandInContext, document: StoredDocument, signer?: StoredSigner): void {
  assertPending(document);
  const who = signer ?? document.signers.find((candidate) => candidate.status !== 'signed');
  if (!who || who.status === 'signed') throw new DocumentClosed(document);
  const now = timestamp();
  who.status = 'signed';
  who.signed_at = now;
  if (document.signers.every((candidate) => candidate.status === 'signed')) document.status = 'signed';
  document.last_update_at = now;
  context.store.save();
  context.publish('doc_signed', document, who);
}

/** A signer refuses: the whole document is refused, with the reason given (if any). */
export function refuseDocument(context: StandInContext, document: StoredDocument, reason = ''): void {
  assertPending(document);
  document.status = 'refused';
  document.rejected_reason = reason.trim() || 'Recusado pelo signatário';
  document.last_update_at = timestamp();
  context.store.save();
  context.publish('doc_refused', document);
}

/** The signing deadline passed (ZapSign's date_limit_to_sign): no one can sign any more. */
export function expireDocument(context: StandInContext, document: StoredDocument): void {
  assertPending(document);
  document.status = 'expired';
  document.last_update_at = timestamp();
  context.store.save();
  context.publish('doc_expired', document);
}

function assertPending(document: StoredDocument): void {
  if (document.status !== 'pending') throw new DocumentClosed(document);
}
