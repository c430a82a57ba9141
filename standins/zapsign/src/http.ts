import type { ServerResponse } from 'node:http';
import { sendHtml as sendPage, sendJson as sendBody } from '@sampleteca/standin-common';

export { BodyTooLarge, header, readBody, redirect } from '@sampleteca/standin-common';

/**
 * The signing page is shown inside the portal's frame, so it may be framed by the local
 * front ends (any port of this machine) but by nothing else; no scripts, nothing external.
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; " +
  'frame-ancestors http://localhost:* http://127.0.0.1:*';

/** ZapSign's API answers compact JSON. */
export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  sendBody(res, status, body, { headers });

export const sendHtml = (res: ServerResponse, status: number, html: string) => sendPage(res, status, html, PAGE_CSP);

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendPdf(res: ServerResponse, pdf: Buffer, fileName: string): void {
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': pdf.length,
    'content-disposition': `inline; filename="${fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(pdf);
}
