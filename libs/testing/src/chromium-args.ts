/**
 * The flags the system Chromium needs on this machine, for the browser tests and the benches that
 * drive a browser: no sandbox as root, no GPU, and no background traffic that would make a run
 * depend on the network.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
