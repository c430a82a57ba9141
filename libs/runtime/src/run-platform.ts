import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type Config } from '@sampleteca/config';
import { migrateServices } from '@sampleteca/database';
import { createPlatformApp } from './create-app';
import type { ServiceDefinition } from './service-definition';

export type RunningPlatform = { app: NestExpressApplication; config: Config; url: string; close: () => Promise<void> };

/** Validates configuration, migrates (unless told not to), then serves on PORT. */
export async function runPlatform(
  available: ServiceDefinition[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningPlatform> {
  const config = loadConfig(env);
  const services = available.filter((service) => config.SERVICES.includes(service.name));
  if (config.MIGRATIONS_RUN)
    await migrateServices(
      config,
      services.map((service) => service.database),
    );
  const app = await createPlatformApp(config, services);
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.HOST);
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1').replace('0.0.0.0', '127.0.0.1');
  return { app, config, url, close: () => app.close() };
}
