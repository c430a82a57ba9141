import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

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
 * API answers compressed on the way out (brotli at quality 4, else gzip): a page of sounds is
 * mostly waveform peaks written as decimals, which shrink several times over. The front ends'
 * files are compressed once at build instead (static-frontends: an answer that already has a
 * Content-Encoding is left alone).
 */
export const compressResponses = (): RequestHandler => compression({ filter: shouldCompress });
