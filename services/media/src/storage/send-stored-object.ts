import { HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { MediaErrorCode, mediaError } from '../media-errors';
import type { ByteRange, Storage } from './storage';

/**
 * Answers a GET with a stored object, streamed: 200 with all of it, or 206 with the one range
 * a `Range: bytes=a-b` header asks for (players seek, download managers resume), or 416 when
 * that range starts past the end. Several ranges, a malformed header, or If-Range (we have no
 * validators to compare) get the whole object, as RFC 9110 allows. A HEAD gets the same
 * headers and no body (the portal asks it before a download). False when the object is not in
 * storage (nothing sent). `beforeBody` runs once the object is open, before its first byte is
 * sent, on GETs only; if it throws, nothing is sent.
 */
export async function sendStoredObject(
  storage: Storage,
  key: string,
  request: Request,
  response: Response,
  headers: Record<string, string>,
  beforeBody?: () => Promise<void>,
): Promise<boolean> {
  const stat = await storage.stat(key);
  if (!stat) return false;
  if (request.method === 'HEAD') {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('Content-Length', String(stat.size));
    response.status(HttpStatus.OK).end();
    return true;
  }
  response.setHeader('Accept-Ranges', 'bytes');
  const range = requestedRange(request, stat.size);
  if (range === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${stat.size}`);
    throw mediaError(MediaErrorCode.RangeNotSatisfiable, { details: { size: stat.size } });
  }
  const object = await storage.get(key, range ? { range } : {});
  if (!object) return false;
  try {
    await beforeBody?.();
  } catch (error) {
    object.body.destroy();
    throw error;
  }
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (range) {
    response.status(HttpStatus.PARTIAL_CONTENT);
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    response.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    response.status(HttpStatus.OK);
    response.setHeader('Content-Length', String(stat.size));
  }
  try {
    await pipeline(object.body, response);
  } catch {
    // The client went away (a player seeking elsewhere), or storage failed after the headers.
    response.destroy();
  }
  return true;
}

function requestedRange(request: Request, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (request.headers['if-range'] !== undefined) return undefined;
  // Express's req.range is range-parser: -1 unsatisfiable, -2 malformed, undefined without a header.
  const parsed = request.range(size, { combine: true });
  if (parsed === -1) return 'unsatisfiable';
  if (parsed === undefined || parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return undefined;
  return { start: parsed[0].start, end: parsed[0].end };
}
