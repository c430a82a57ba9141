import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RouteTable, unexpectedError, type RouteMatch } from '@sampleteca/standin-common';
import type { StandInContext } from './context';
import {
  ZapSignApiError,
  invalidToken,
  malformedJson,
  methodNotAllowed,
  missingCredentials,
  notFound,
  serverError,
  throttled,
  unsupportedMediaType,
} from './errors';
import { BodyTooLarge, header, readBody, sendJson } from './http';
import type { RateLimiter } from './rate-limit';
import type { ApiRoute } from './route';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The `/api/v1/` API: ZapSign's rate limit (429 with Retry-After), its bearer-token
 * authentication, JSON bodies and DRF-style errors around the resource routes.
 */
export class ApiRouter {
  private readonly routes: RouteTable<ApiRoute>;
  private readonly tokenDigest: Buffer;

  constructor(
    private readonly context: StandInContext,
    apiToken: string,
    private readonly rateLimiter: RateLimiter,
    routes: ApiRoute[],
    private readonly log?: (message: string) => void,
  ) {
    this.routes = new RouteTable(routes);
    this.tokenDigest = digest(apiToken);
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    try {
      // The whole body is read first, so an early error answer never cuts a client's upload short.
      const text = method === 'POST' ? await readBody(req) : '';
      const retryAfter = this.rateLimiter.take();
      if (retryAfter !== undefined) throw throttled(retryAfter);
      this.authenticate(req, url);
      const { route, path } = this.match(method, url.pathname);
      const body = method === 'POST' ? parseJson(req, text) : undefined;
      sendJson(res, 200, route.handle({ context: this.context, path, body }));
    } catch (error) {
      if (error instanceof ZapSignApiError) return sendJson(res, error.statusCode, error.body, error.headers);
      if (error instanceof BodyTooLarge) return sendJson(res, 413, { detail: 'Request entity too large.' });
      this.log?.(unexpectedError(method, url.pathname, error));
      const failure = serverError();
      sendJson(res, failure.statusCode, failure.body);
    }
  }

  /** `Authorization: Bearer <api token>`; older ZapSign docs also pass it as `?api_token=`. */
  private authenticate(req: IncomingMessage, url: URL): void {
    const authorization = header(req, 'authorization') ?? '';
    const [scheme, credentials = ''] = authorization.split(' ', 2);
    const token = scheme?.toLowerCase() === 'bearer' ? credentials.trim() : (url.searchParams.get('api_token') ?? '');
    if (!token) throw missingCredentials();
    if (!timingSafeEqual(digest(token), this.tokenDigest)) throw invalidToken();
  }

  private match(method: string, pathname: string): RouteMatch<ApiRoute> {
    const found = this.routes.match(method, pathname);
    if (!found.route) throw found.pathKnown ? methodNotAllowed(method) : notFound();
    return found;
  }
}

function parseJson(req: IncomingMessage, text: string): unknown {
  const type = header(req, 'content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw unsupportedMediaType(type);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw malformedJson((error as Error).message);
  }
}
