/**
 * Stripe's error answers. The SDK picks its typed error from the status code (400/404 →
 * StripeInvalidRequestError, 401 → StripeAuthenticationError, 402 → StripeCardError), so
 * the codes matter as much as the bodies. Messages are Stripe's own, in English, as the real
 * API answers; they reach developers and logs, never a user.
 */
export type StripeErrorBody = {
  type: 'invalid_request_error' | 'api_error' | 'card_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
};

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

/** 404 when the id is in the path; 400 when it was a parameter naming another object. */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
    doc_url: docUrl('resource_missing'),
  });
}

export function parameterMissing(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
    doc_url: docUrl('parameter_missing'),
  });
}

export function invalidParameter(param: string, message: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
}

export function invalidRequest(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message });
}

export function missingApiKey(): StripeApiError {
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message:
      'You did not provide an API key. You need to provide your API key in the Authorization header, ' +
      "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  });
}

export function invalidApiKey(key: string): StripeApiError {
  const shown = key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    code: 'api_key_invalid',
    message: `Invalid API Key provided: ${shown}`,
    doc_url: docUrl('api_key_invalid'),
  });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message:
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs ` +
      'or we can help at https://support.stripe.com/.',
  });
}
