// What goes over the wire: JSON compressed for a browser that accepts it, and server-sent
// events never held back by a compressor.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@sampleteca/auth';
import { identityService } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, type TestEnvironment } from '@sampleteca/testing';
import { probeService } from '../support/probe-service';

@Controller()
class ProbeController {
  /** An event, then the stream stays open: the browser must have the event now. */
  @Public()
  @Get('sounds/probe-events')
  events(@Res() response: Response): void {
    response.setHeader('Content-Type', 'text/event-stream');
    response.flushHeaders();
    response.write(`data: ${'o'.repeat(2000)}\n\n`);
  }

  /** Text written in parts, as an export streams it. */
  @Public()
  @Get('sounds/probe-parts')
  parts(@Res() response: Response): void {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.write(PART);
    response.end(PART);
  }
}

const PART = 'nome;tipo;tom\n'.repeat(200);

let environment: TestEnvironment;
let platform: RunningPlatform;

beforeAll(async () => {
  environment = await createTestEnvironment();
  platform = await runPlatform([identityService, probeService(ProbeController)], {
    ...process.env,
    ...environment.env,
  });
});

afterAll(async () => {
  await platform?.close();
  await environment?.cleanup();
});

/** The raw answer (fetch would decompress it and hide what travelled). */
function get(path: string, acceptEncoding?: string): Promise<{ response: IncomingMessage; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${platform.url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ response, bytes: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('JSON goes brotli- or gzip-compressed to a browser that accepts it, and plain to one that does not', async () => {
  const plain = await get('/api/openapi.json');
  expect(plain.response.headers['content-encoding']).toBeUndefined();
  const brotli = await get('/api/openapi.json', 'gzip, deflate, br');
  expect(brotli.response.headers['content-encoding']).toBe('br');
  expect(brotli.response.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);
  expect(Number(brotli.response.headers['content-length'])).toBe(brotli.bytes.length);
  expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
  const gzip = await get('/api/openapi.json', 'gzip');
  expect(gzip.response.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  // Under the threshold an answer goes as it is.
  const small = await get('/api/health', 'br');
  expect(small.response.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ status: 'ok' });
});

test('an answer written in parts is compressed as a stream, whole on arrival', async () => {
  const parts = await get('/api/sounds/probe-parts', 'br');
  expect(parts.response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(parts.bytes).toString('utf8')).toBe(PART + PART);
});

test('a server-sent event reaches the browser at once, uncompressed', async () => {
  const first = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
    const request = httpRequest(
      `${platform.url}/api/sounds/probe-events`,
      { headers: { 'accept-encoding': 'br, gzip' } },
      (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ encoding: response.headers['content-encoding'], text: chunk.toString('utf8') });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
  expect(first.encoding).toBeUndefined();
  expect(first.text.startsWith('data: ooo')).toBe(true);
});
