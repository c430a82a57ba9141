import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileKind = 'original' | 'signed';

export type FileLinkCheck = { ok: true; documentToken: string; kind: FileKind } | { ok: false; reason: string };

const FILE_PATH = /^\/arquivos\/([^/]+)\/(original|signed)\.pdf$/;

/**
 * Temporary file links, like ZapSign's pre-signed S3 links: `Expires` (unix seconds) and a
 * `Signature` over path and expiry, so a link cannot be guessed or stretched, and it stops
 * working when its time is up. A fresh link is made at every read, as ZapSign does.
 */
export class FileLinks {
  constructor(
    private readonly key: () => string,
    private readonly baseUrl: () => string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  link(documentToken: string, kind: FileKind): string {
    const path = `/arquivos/${encodeURIComponent(documentToken)}/${kind}.pdf`;
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const query = new URLSearchParams({ Expires: String(expires), Signature: this.sign(path, expires) });
    return `${this.baseUrl()}${path}?${query}`;
  }

  /** Undefined when the path is not a file link at all. */
  check(url: URL): FileLinkCheck | undefined {
    const match = FILE_PATH.exec(url.pathname);
    if (!match) return undefined;
    const expires = Number(url.searchParams.get('Expires'));
    const given = Buffer.from(url.searchParams.get('Signature') ?? '', 'utf8');
    const expected = Buffer.from(this.sign(url.pathname, expires), 'utf8');
    if (!Number.isInteger(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'assinatura do link inválida' };
    }
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'link expirado' };
    return { ok: true, documentToken: decodeURIComponent(match[1]!), kind: match[2] as FileKind };
  }

  private sign(path: string, expires: number): string {
    return createHmac('sha256', this.key()).update(`${path}\n${expires}`).digest('base64url');
  }
}
