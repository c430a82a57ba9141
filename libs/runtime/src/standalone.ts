import { ConfigError, type Config } from '@sampleteca/config';
import { followTestClock } from './clock';
import { runPlatform, type RunningPlatform } from './run-platform';
import type { ServiceDefinition } from './service-definition';

/** The line that says the platform is up, and where. */
export function platformBanner(config: Config, url: string): string {
  return `Sampleteca (${config.SERVICES.join(', ')}; papéis ${config.ROLES.join(', ')}) em ${url.replace('127.0.0.1', 'localhost')}`;
}

/**
 * Entry point used by `node .../main.js`: runs the platform, prints configuration problems
 * plainly (one list, no stack) and exits non-zero when start fails. Resolves to the running
 * platform, for what starts after it listens. `quiet` leaves the banner to whoever runs
 * several, and tells it (IPC) where this one listens.
 */
export async function runStandalone(
  services: ServiceDefinition[],
  overrides: NodeJS.ProcessEnv = {},
  { quiet = false } = {},
): Promise<RunningPlatform | undefined> {
  try {
    const platform = await runPlatform(services, { ...process.env, ...overrides });
    followTestClock(platform.config.NODE_ENV);
    if (!quiet) process.stdout.write(`${platformBanner(platform.config, platform.url)}\n`);
    else process.send?.({ platformUrl: platform.url });
    return platform;
  } catch (error) {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Falha ao iniciar: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
  return undefined;
}
