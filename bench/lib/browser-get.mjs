import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What a browser sends: the platform answers brotli, as it would to the portal. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** One kept-alive connection, as a browser tab reuses one. */
const oneTab = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET as the portal sends it, timed from the request to the answer's last byte. Decoding is
 * left out of `ms`: a browser inflates natively, where Node's fetch runs it through JS streams
 * (≈ 2 ms a page of sounds, which would count against the server). `agent`: another pool of
 * kept-alive connections, for many clients at once.
 */
export function browserGet(url, headers = {}, { agent = oneTab } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: response.statusCode, ms, wire: wire.length, body, encoding: encoding ?? 'nenhuma' });
      });
    })
      .on('error', reject)
      .end();
  });
}
