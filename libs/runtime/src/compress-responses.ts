import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Whether an answer is compressed: what `compression` compresses (text, JSON above 1 KB, for a
 * browser that accepts it), except server-sent events, which must reach the browser as each one
 * is written rather than when a compressor's buffer fills.
 */
export function shouldCompress(request: Request, response: Response): boolean {
  const type = String(response.getHeader('Content-Type') ?? '');
  return !type.startsWith('text/event-stream') && compression.filter(request, response);
}

/**
 * API answers compressed on the way out (brotli, else gzip): a page of sounds is mostly waveform
 * peaks written as decimals, which shrink several times over. Brotli at quality 3, not
 * `compression`'s 4: on a page of 20 sounds (38 KB of JSON) 4 took 0.76 ms for 7,755 bytes and 3
 * 0.51 ms for 7,929, a third of the compression CPU for 2 % more bytes. The front ends' files
 * are compressed once at build instead (static-frontends: an answer that already has a
 * Content-Encoding is left alone).
 */
const BROTLI_QUALITY = 3;
/**
 * Brotli's window: 256 KB, not its default 4 MB. Every compressed answer allocates an encoder
 * whose ring buffer follows the window, and Node reports that native memory to V8, which starts a
 * full mark-compact each time such memory grows by some tens of MB: with the default, a list
 * under 32 connections ran one every 100 ms (85 in 10 s, V8's GC threads taking a whole core of
 * two) and answered 280 lists/s; with 256 KB, 5 in 10 s and 430–530 lists/s. Same bytes for any
 * answer under 256 KB (a page of sounds is 38 KB of JSON).
 */
const BROTLI_WINDOW_BITS = 18;
/** The API's brotli settings, for both of its compressors (and bench:load's bare handler). */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
};
/** `compression`'s own threshold: smaller answers gain too little to pay for compressing. */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * An answer sent whole (res.json, res.send: every API answer) compressed in one synchronous
 * call as it ends, where `compression` would pipe it through a zlib stream: the stream's
 * machinery (a Transform, its chunks and callbacks, a thread-pool hop) cost more than
 * compressing. Measured on a page of 20 sounds under 32 connections: the platform's CPU per list
 * 1.26 → 0.91 ms. Answers written in parts (downloads, server-sent events) pass to
 * `compression`, which sees the Content-Encoding set here and leaves a compressed answer alone.
 */
function compressWholeAnswers(request: Request, response: Response, next: NextFunction): void {
  const { write, end } = response;
  let written = false;
  response.write = function (this: Response, ...args: unknown[]) {
    written = true;
    return Reflect.apply(write, this, args) as boolean;
  } as Response['write'];
  response.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    const body = written ? undefined : bodyOf(chunk, encoding);
    const coding = body && compressible(request, response, body) ? encodingFor(request) : undefined;
    if (!body || !coding) return Reflect.apply(end, this, args) as Response;
    const compressed = coding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
    response.setHeader('Content-Encoding', coding);
    response.setHeader('Content-Length', compressed.length);
    response.vary('Accept-Encoding');
    const callback = args.find((arg) => typeof arg === 'function');
    return Reflect.apply(end, this, callback ? [compressed, callback] : [compressed]) as Response;
  } as Response['end'];
  next();
}

// negotiator 1.x takes the server's preference for ties; its @types still describe 0.6.
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** As `compression` chooses: the client's highest quality, brotli before gzip where they tie. */
function encodingFor(request: Request): 'br' | 'gzip' | undefined {
  const negotiator = new Negotiator(request) as unknown as PreferringNegotiator;
  const coding = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return coding === 'br' || coding === 'gzip' ? coding : undefined;
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return undefined;
}

function compressible(request: Request, response: Response, body: Buffer): boolean {
  return (
    request.method !== 'HEAD' &&
    !response.headersSent &&
    body.length >= THRESHOLD &&
    !response.getHeader('Content-Encoding') &&
    !NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? '')) &&
    shouldCompress(request, response)
  );
}

export const compressResponses = (): RequestHandler[] => [
  compression({ filter: shouldCompress, brotli: BROTLI_OPTIONS }),
  compressWholeAnswers,
];
