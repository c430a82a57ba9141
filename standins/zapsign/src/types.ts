/** ZapSign's document statuses: `pending` until every signer signs, then `signed`; `refused`, `expired` end it. */
export type DocumentStatus = 'pending' | 'signed' | 'refused' | 'expired';

/** ZapSign's signer statuses: `new`, `link-opened` (opened the signing link), `signed`. */
export type SignerStatus = 'new' | 'link-opened' | 'signed';

/** A template replacement as create-doc takes it: every `de` in the template becomes `para`. */
export type Replacement = { de: string; para: string };

export type StoredSigner = {
  token: string;
  name: string;
  email: string;
  status: SignerStatus;
  times_viewed: number;
  last_view_at: string | null;
  signed_at: string | null;
  send_automatic_email: boolean;
  send_automatic_whatsapp: boolean;
};

/** What the stand-in keeps of a document; the API's JSON is made from it (present.ts). */
export type StoredDocument = {
  open_id: number;
  token: string;
  name: string;
  status: DocumentStatus;
  external_id: string;
  lang: string;
  folder_path: string;
  template_id: string;
  data: Replacement[];
  rejected_reason: string | null;
  created_at: string;
  last_update_at: string;
  signers: StoredSigner[];
};

export type StandInState = {
  documents: StoredDocument[];
  lastOpenId: number;
  /** Key of the temporary file links, kept so links still verify after a restart on the same port. */
  fileKey: string;
};

/** The signer as ZapSign's API and webhooks show it. */
export type ZapSignSigner = {
  external_id: string;
  sign_url: string;
  token: string;
  status: SignerStatus;
  name: string;
  lock_name: boolean;
  email: string;
  lock_email: boolean;
  hide_email: boolean;
  blank_email: boolean;
  phone_country: string;
  phone_number: string;
  lock_phone: boolean;
  hide_phone: boolean;
  blank_phone: boolean;
  times_viewed: number;
  last_view_at: string | null;
  signed_at: string | null;
  auth_mode: string;
  qualification: string;
  require_selfie_photo: boolean;
  require_document_photo: boolean;
  geo_latitude: string | null;
  geo_longitude: string | null;
  redirect_link: string;
  signature_image: string | null;
  visto_image: string | null;
  document_photo_url: string;
  document_verse_photo_url: string;
  selfie_photo_url: string;
  send_automatic_email: boolean;
  send_automatic_whatsapp: boolean;
};

/** The document as ZapSign's API (create-doc, GET docs/{token}/) and webhooks show it. */
export type ZapSignDocument = {
  sandbox: boolean;
  external_id: string;
  open_id: number;
  token: string;
  name: string;
  folder_path: string;
  status: DocumentStatus;
  rejected_reason: string | null;
  lang: string;
  /** Temporary link (expires like ZapSign's, 60 minutes). */
  original_file: string;
  /** Temporary link once signed; null before. */
  signed_file: string | null;
  extra_docs: unknown[];
  created_through: string;
  deleted: boolean;
  deleted_at: string | null;
  signed_file_only_finished: boolean;
  disable_signer_emails: boolean;
  brand_logo: string;
  brand_primary_color: string;
  created_at: string;
  last_update_at: string;
  created_by: { email: string };
  signers: ZapSignSigner[];
};

/**
 * A webhook body: the document with `event_type` on top, as ZapSign's examples show it.
 * ZapSign's docs say doc_signed names the signer who signed; `signer_who_signed` is that
 * signer (the field name is not in the examples the stand-in was built from).
 */
export type ZapSignWebhook = { event_type: string; signer_who_signed?: ZapSignSigner } & ZapSignDocument;
