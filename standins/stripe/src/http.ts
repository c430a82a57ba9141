import type { ServerResponse } from 'node:http';
import { sendHtml as sendPage, sendJson as sendBody } from '@sampleteca/standin-common';

export { BodyTooLarge, header, readBody, redirect } from '@sampleteca/standin-common';

// The pages are plain HTML forms: no scripts, nothing from elsewhere, not framed by others.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'";

/** Stripe's API answers pretty-printed JSON. */
export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  sendBody(res, status, body, { headers, indent: 2 });

export const sendHtml = (res: ServerResponse, status: number, html: string) => sendPage(res, status, html, PAGE_CSP);
