/** `npm run migrate`: applies pending migrations of the services in SERVICES (all by default). */
import { ConfigError, loadConfig } from '@sampleteca/config';
import { migrateServices } from '@sampleteca/database';
import { ALL_SERVICES } from './services';

async function main(): Promise<void> {
  const config = loadConfig();
  const services = ALL_SERVICES.filter((service) => config.SERVICES.includes(service.name));
  const applied = await migrateServices(
    config,
    services.map((service) => service.database),
  );
  for (const [service, names] of Object.entries(applied)) {
    process.stdout.write(`${service}: ${names.length ? names.join(', ') : 'nada a aplicar'}\n`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error.stack ?? error.message)}\n`);
  process.exit(1);
});
