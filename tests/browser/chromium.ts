import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The system Chromium needs these on this machine: no sandbox as root, no GPU,
// and no background traffic that would make tests depend on the network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
}
