import { isLoopbackPeer } from './loopback-peer';

const from = (remoteAddress: string) => ({ socket: { remoteAddress } });

describe('the dev mailbox answers this machine only', () => {
  test('loopback peers, IPv4, IPv6 and IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackPeer(from(address))).toBe(true);
    }
  });

  test('any other peer, whatever X-Forwarded-For claims', () => {
    for (const address of ['192.168.0.10', '10.0.0.5', '::ffff:203.0.113.7', '2001:db8::1', '127.example', '']) {
      expect(isLoopbackPeer({ ...from(address), headers: { 'x-forwarded-for': '127.0.0.1' } } as never)).toBe(false);
    }
    expect(isLoopbackPeer({})).toBe(false);
  });
});
