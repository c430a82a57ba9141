import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

type CompiledRoute = ApiRoute & { pattern: RegExp; names: string[] };

function compile(route: ApiRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The `/api/v1/` API: ZapSign's rate limit (429 with Retry-After), its bearer-token
 * authentication, JSON bodies and DRF-style errors around the resource routes.
 */
export class ApiRouter {
  private readonly routes: CompiledRoute[];
  private readonly tokenDigest: Buffer;

  constructor(
    private readonly context: StandInContext,
    apiToken: string,
    private readonly rateLimiter: RateLimiter,
    routes: ApiRoute[],
    private readonly log?: (message: string) => void,
  ) {
    this.routes = routes.map(compile);
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
      this.log?.(`erro inesperado em ${method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
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

  private match(method: string, pathname: string): { route: CompiledRoute; path: Record<string, string> } {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const path = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
      return { route, path };
    }
    throw pathMatched ? methodNotAllowed(method) : notFound();
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
