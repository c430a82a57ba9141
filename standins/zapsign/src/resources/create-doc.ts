import { CONTRACT_NAME } from '../contract-text';
import { invalidFields, notFound, ZapSignApiError } from '../errors';
import { newToken, timestamp } from '../ids';
import type { ApiRoute } from '../route';
import type { Replacement, StoredDocument } from '../types';

const LANGUAGES = ['pt-br', 'es', 'en', 'fr'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CreateDocRequest = {
  template_id: string;
  signer_name: string;
  signer_email: string;
  external_id: string;
  lang: string;
  folder_path: string;
  send_automatic_email: boolean;
  send_automatic_whatsapp: boolean;
  data: Replacement[];
};

/**
 * POST /api/v1/models/create-doc/: a document from a DOCX template, its replacements applied,
 * with one signer (signer_name, signer_email). Fields are checked the way the real endpoint
 * documents them; an unknown template_id is a 404, as ZapSign's status-code page says.
 */
export const createDocRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/models/create-doc/',
    handle: ({ context, body }) => {
      context.createRequests.push(structuredClone(body));
      const request = validate(body);
      if (!context.templateIds.has(request.template_id)) throw notFound();
      const now = timestamp();
      const document: StoredDocument = {
        open_id: context.store.nextOpenId(),
        token: newToken(),
        name: CONTRACT_NAME,
        status: 'pending',
        external_id: request.external_id,
        lang: request.lang,
        folder_path: request.folder_path,
        template_id: request.template_id,
        data: request.data,
        rejected_reason: null,
        created_at: now,
        last_update_at: now,
        signers: [
          {
            token: newToken(),
            name: request.signer_name,
            email: request.signer_email,
            status: 'new',
            times_viewed: 0,
            last_view_at: null,
            signed_at: null,
            send_automatic_email: request.send_automatic_email,
            send_automatic_whatsapp: request.send_automatic_whatsapp,
          },
        ],
      };
      context.store.add(document);
      context.publish('doc_created', document);
      return context.present(document);
    },
  },
];

function validate(body: unknown): CreateDocRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : body === null ? 'null' : typeof body;
    throw new ZapSignApiError(400, { non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] });
  }
  const fields = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const text = (name: string, { required = false, fallback = '' } = {}): string => {
    const value = fields[name];
    if (value === undefined || value === null) {
      if (required) errors[name] = ['This field is required.'];
      return fallback;
    }
    if (typeof value !== 'string') {
      errors[name] = ['Not a valid string.'];
      return fallback;
    }
    if (required && value.trim() === '') errors[name] = ['This field may not be blank.'];
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const value = fields[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') errors[name] = ['Must be a valid boolean.'];
    return value === true;
  };

  const request: CreateDocRequest = {
    template_id: text('template_id', { required: true }),
    signer_name: text('signer_name', { required: true }),
    signer_email: text('signer_email'),
    external_id: text('external_id'),
    lang: text('lang', { fallback: 'pt-br' }),
    folder_path: text('folder_path', { fallback: '/' }),
    send_automatic_email: flag('send_automatic_email', false),
    send_automatic_whatsapp: flag('send_automatic_whatsapp', false),
    data: replacements(fields.data, errors),
  };
  if (request.signer_email && !EMAIL.test(request.signer_email)) errors.signer_email = ['Enter a valid email address.'];
  if (!LANGUAGES.includes(request.lang)) errors.lang = [`"${request.lang}" is not a valid choice.`];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return request;
}

/** `data`: a list of `{ de, para }`, both strings (ZapSign's DeParaTemplate). */
function replacements(value: unknown, errors: Record<string, string[]>): Replacement[] {
  if (value === undefined || value === null) {
    errors.data = ['This field is required.'];
    return [];
  }
  if (!Array.isArray(value)) {
    errors.data = [`Expected a list of items but got type "${typeof value}".`];
    return [];
  }
  const valid = value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Replacement).de === 'string' &&
      typeof (item as Replacement).para === 'string',
  );
  if (!valid) {
    errors.data = ['Each item must be an object with "de" and "para" strings.'];
    return [];
  }
  return value.map((item: Replacement) => ({ de: item.de, para: item.para }));
}
