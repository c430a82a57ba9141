import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { chromiumArgs } from '@sampleteca/testing';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, built from the same source as
 * chromium): no browser UI, extensions or GPU emulation to run, so a test's browser costs about half
 * the CPU of the full one in headless mode (measured on the console's dashboard test: 28 s against
 * 58 s), and the suite is bound by CPU.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
}
