import { ConfigError } from '@sampleteca/config';
import { followTestClock } from './clock';
import { runPlatform, type RunningPlatform } from './run-platform';
import type { ServiceDefinition } from './service-definition';

/**
 * Entry point used by `node .../main.js`: runs the platform, prints configuration problems
 * plainly (one list, no stack) and exits non-zero when start fails. Resolves to the running
 * platform, for what starts after it listens.
 */
export async function runStandalone(
  services: ServiceDefinition[],
  overrides: NodeJS.ProcessEnv = {},
): Promise<RunningPlatform | undefined> {
  try {
    const platform = await runPlatform(services, { ...process.env, ...overrides });
    followTestClock(platform.config.NODE_ENV);
    process.stdout.write(
      `Sampleteca (${platform.config.SERVICES.join(', ')}; papéis ${platform.config.ROLES.join(', ')}) em ${platform.url.replace('127.0.0.1', 'localhost')}\n`,
    );
    return platform;
  } catch (error) {
    if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Falha ao iniciar: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
  return undefined;
}
