import { constants } from 'node:zlib';
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
 * API answers compressed on the way out (brotli, else gzip): a page of sounds is mostly waveform
 * peaks written as decimals, which shrink several times over. Brotli at quality 3, not
 * `compression`'s 4: on a page of 20 sounds (38 KB of JSON) 4 took 0.76 ms for 7,755 bytes and 3
 * 0.51 ms for 7,929, a third of the compression CPU for 2 % more bytes. The front ends' files
 * are compressed once at build instead (static-frontends: an answer that already has a
 * Content-Encoding is left alone).
 */
export const BROTLI_QUALITY = 3;
/**
 * Brotli's window: 256 KB, not its default 4 MB. Every compressed answer allocates an encoder
 * whose ring buffer follows the window, and Node reports that native memory to V8, which starts a
 * full mark-compact each time such memory grows by some tens of MB: with the default, a list
 * under 32 connections ran one every 100 ms (85 in 10 s, V8's GC threads taking a whole core of
 * two) and answered 280 lists/s; with 256 KB, 5 in 10 s and 430–530 lists/s. Same bytes for any
 * answer under 256 KB (a page of sounds is 38 KB of JSON).
 */
export const BROTLI_WINDOW_BITS = 18;
export const compressResponses = (): RequestHandler =>
  compression({
    filter: shouldCompress,
    brotli: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
  });
