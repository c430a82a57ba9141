import type { FileLinks } from './file-links';
import type { StoredDocument, StoredSigner, ZapSignDocument, ZapSignSigner } from './types';

/** ZapSign's signing link is `<app>/verificar/{signer token}`; here the app is the stand-in. */
export const signUrl = (baseUrl: string, signerToken: string) =>
  `${baseUrl}/verificar/${encodeURIComponent(signerToken)}`;

/** The document in ZapSign's JSON, with file links made now (they expire, as ZapSign's do). */
export function presentDocument(document: StoredDocument, baseUrl: string, fileLinks: FileLinks): ZapSignDocument {
  return {
    // ZapSign marks its test environment's documents sandbox: true; the stand-in is one.
    sandbox: true,
    external_id: document.external_id,
    open_id: document.open_id,
    token: document.token,
    name: document.name,
    folder_path: document.folder_path,
    status: document.status,
    rejected_reason: document.rejected_reason,
    lang: document.lang,
    original_file: fileLinks.link(document.token, 'original'),
    signed_file: document.status === 'signed' ? fileLinks.link(document.token, 'signed') : null,
    extra_docs: [],
    created_through: 'api',
    deleted: false,
    deleted_at: null,
    signed_file_only_finished: false,
    disable_signer_emails: false,
    brand_logo: '',
    brand_primary_color: '',
    created_at: document.created_at,
    last_update_at: document.last_update_at,
    created_by: { email: 'zapsign-local@sampleteca.invalid' },
    signers: document.signers.map((signer) => presentSigner(signer, baseUrl)),
  };
}

export function presentSigner(signer: StoredSigner, baseUrl: string): ZapSignSigner {
  return {
    external_id: '',
    sign_url: signUrl(baseUrl, signer.token),
    token: signer.token,
    status: signer.status,
    name: signer.name,
    lock_name: false,
    email: signer.email,
    lock_email: false,
    hide_email: false,
    blank_email: signer.email === '',
    phone_country: '',
    phone_number: '',
    lock_phone: false,
    hide_phone: false,
    blank_phone: true,
    times_viewed: signer.times_viewed,
    last_view_at: signer.last_view_at,
    signed_at: signer.signed_at,
    auth_mode: 'assinaturaTela',
    qualification: '',
    require_selfie_photo: false,
    require_document_photo: false,
    geo_latitude: null,
    geo_longitude: null,
    redirect_link: '',
    signature_image: null,
    visto_image: null,
    document_photo_url: '',
    document_verse_photo_url: '',
    selfie_photo_url: '',
    send_automatic_email: signer.send_automatic_email,
    send_automatic_whatsapp: signer.send_automatic_whatsapp,
  };
}
