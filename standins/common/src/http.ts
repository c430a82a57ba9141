import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY_LIMIT = 1024 * 1024;

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new BodyTooLarge('corpo da requisição grande demais');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export type JsonOptions = {
  headers?: Record<string, string>;
  /** Spaces per level: Stripe's API answers pretty-printed JSON, ZapSign's compact. */
  indent?: number;
};

export function sendJson(res: ServerResponse, status: number, body: unknown, options: JsonOptions = {}): void {
  const text = JSON.stringify(body, null, options.indent);
  res.writeHead(status, {
    ...options.headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** A stand-in's page: plain HTML, never cached, under the content security policy given. */
export function sendHtml(res: ServerResponse, status: number, html: string, csp: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

/** 303 so the browser follows a form POST with a GET (post/redirect/get: a reload does not post again). */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Listens (port 0: any free port) and answers the server and its base URL, e.g. http://127.0.0.1:41234. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  port: number,
  host: string,
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { server, url: `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${address.port}` };
}

/** Stops listening and drops open connections (a keep-alive client would hold close() forever). */
export async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
