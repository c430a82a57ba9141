// The network of the component tests: a stand-in for the API behind the global fetch. Each test
// says what the API answers (`api.on('GET /api/…', …)`) and reads what was sent (`api.sent(…)`);
// a request nobody answered fails the test (setup.ts).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /path`: the address's path, without its query. */
export type Route = `${Method} /${string}`;

/** A request as the component sent it; `body` is the parsed JSON (or the text). */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status?: number;
  /** Sent as JSON, unless a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Reply = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

const replies = new Map<string, Reply>();
const log: SentRequest[] = [];
const unanswered: string[] = [];

const routeOf = (request: { method: string; url: URL }) => `${request.method} ${request.url.pathname}`;

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse({ status = 200, body, headers = {} }: Answer): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const api = {
  /** Answers every request to `route` with `reply` (an answer, or a function of the request). */
  on(route: Route, reply: Reply) {
    replies.set(route, reply);
    return api;
  },
  /** The requests sent to `route`, oldest first; every request without a route. */
  sent(route?: Route): SentRequest[] {
    return route ? log.filter((request) => routeOf(request) === route) : [...log];
  },
};

/** An API error as every service answers it: `{ statusCode, code, message, details? }`. */
export const apiError = (status: number, code: string, message: string, details?: Record<string, unknown>): Answer => ({
  status,
  body: { statusCode: status, code, message, ...(details ? { details } : {}) },
});

/** The global fetch of the tests (setup.ts). */
export async function fetchStub(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const sent: SentRequest = {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: parse(await request.text()),
  };
  log.push(sent);
  const reply = replies.get(routeOf(sent));
  if (!reply) {
    unanswered.push(`${routeOf(sent)}${sent.url.search}`);
    return toResponse(apiError(404, 'NOT_FOUND', `Sem resposta de teste para ${routeOf(sent)}`));
  }
  return toResponse(typeof reply === 'function' ? await reply(sent) : reply);
}

/** Forgets the answers and the requests; returns the requests nobody answered. */
export function resetApi(): string[] {
  const missed = [...unanswered];
  replies.clear();
  log.length = 0;
  unanswered.length = 0;
  return missed;
}
