import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports the OS hands out for `listen(0)` (Linux's ip_local_port_range). A port picked from that
 * range and closed again can be handed to the next `listen(0)` (a stand-in of another test) before
 * its platform binds it: EADDRINUSE. Ports below it are never handed out that way.
 */
function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(start) || 32768;
  } catch {
    return 32768;
  }
}

const LOWEST = 20000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port nobody listens on right now, outside the range the OS picks from for port 0. */
export async function freePort(): Promise<number> {
  const highest = Math.max(LOWEST + 1000, ephemeralStart()) - 1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await isFree(port)) return port;
  }
  throw new Error('nenhuma porta livre encontrada para o teste');
}
