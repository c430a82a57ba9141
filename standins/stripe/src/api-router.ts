import type { IncomingMessage, ServerResponse } from 'node:http';
import { RouteTable, unexpectedError, type RouteMatch } from '@sampleteca/standin-common';
import { API_VERSION, type StandInContext } from './context';
import { StripeApiError, invalidApiKey, missingApiKey, unrecognizedUrl, type StripeErrorBody } from './errors';
import { parseForm } from './form';
import { header, readBody, sendJson } from './http';
import { newId } from './ids';
import type { ApiRoute } from './route';

type Answer = { status: number; body: unknown };
type Remembered = Answer & { fingerprint: string };

const REMEMBERED_KEYS = 1000;

/**
 * The `/v1` API: Stripe's authentication, parameter encoding, idempotency keys, error shape
 * and headers around the resource routes. Saves the state after anything that may change it.
 */
export class ApiRouter {
  private readonly routes: RouteTable<ApiRoute>;
  // Stripe replays the first answer to a repeated Idempotency-Key; the SDK sends one with every POST.
  private readonly idempotent = new Map<string, Remembered>();

  constructor(
    private readonly context: StandInContext,
    private readonly secretKey: string,
    routes: ApiRoute[],
    private readonly log?: (message: string) => void,
  ) {
    this.routes = new RouteTable(routes);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('request');
    const headers = { 'request-id': requestId, 'stripe-version': API_VERSION };
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await readBody(req) : '';
    const key = method === 'POST' ? header(req, 'idempotency-key') : undefined;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const remembered = key ? this.idempotent.get(key) : undefined;
    if (remembered && remembered.fingerprint !== fingerprint) {
      return sendJson(res, 400, { error: idempotencyMismatch(key!) }, headers);
    }
    if (remembered)
      return sendJson(res, remembered.status, remembered.body, { ...headers, 'idempotent-replayed': 'true' });
    const result = this.run(req, method, url, body);
    if (key && result.status < 500) this.remember(key, { ...result, fingerprint });
    sendJson(res, result.status, result.body, headers);
  }

  private remember(key: string, answer: Remembered): void {
    this.idempotent.set(key, answer);
    // Stripe forgets keys after 24 hours; here the oldest go once there are enough.
    if (this.idempotent.size > REMEMBERED_KEYS) this.idempotent.delete(this.idempotent.keys().next().value!);
  }

  private run(req: IncomingMessage, method: string, url: URL, body: string): Answer {
    const eventsBefore = this.context.store.state.events.length;
    try {
      this.authenticate(req);
      const { route, path } = this.match(method, url.pathname);
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
      const answer = route.handle({ context: this.context, params, path, url: url.pathname });
      return { status: 200, body: answer };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.statusCode, body: { error: error.body } };
      this.log?.(unexpectedError(method, url.pathname, error));
      return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    } finally {
      // A read can change state too: an open Checkout Session found past its expiry expires.
      if (method !== 'GET' || this.context.store.state.events.length !== eventsBefore) this.context.store.save();
    }
  }

  private authenticate(req: IncomingMessage): void {
    const authorization = header(req, 'authorization') ?? '';
    const [scheme, credentials = ''] = authorization.split(' ', 2);
    // The SDK uses Bearer; curl -u sk_test_…: sends Basic with the key as the user name.
    const key =
      scheme?.toLowerCase() === 'bearer'
        ? credentials
        : scheme?.toLowerCase() === 'basic'
          ? Buffer.from(credentials, 'base64').toString('utf8').split(':')[0]!
          : '';
    if (!key) throw missingApiKey();
    if (key !== this.secretKey) throw invalidApiKey(key);
  }

  private match(method: string, pathname: string): RouteMatch<ApiRoute> {
    const found = this.routes.match(method, pathname);
    if (!found.route) throw unrecognizedUrl(method, pathname);
    return found;
  }
}

const idempotencyMismatch = (key: string): StripeErrorBody => ({
  type: 'idempotency_error',
  message:
    'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
    `Try using a key other than '${key}' if you meant to execute a different request.`,
});
