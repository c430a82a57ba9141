import { isIP } from 'node:net';

/**
 * Whether the TCP peer itself is this machine. Read from the socket, never from `req.ip`, which
 * `trust proxy` takes from an X-Forwarded-For header anyone can send.
 */
export function isLoopbackPeer(request: { socket?: { remoteAddress?: string } }): boolean {
  const address = (request.socket?.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (address === '::1') return true;
  return isIP(address) === 4 && address.startsWith('127.');
}
