// What every test command needs before jest: .env, node_modules, and PostgreSQL, RabbitMQ and
// Redis answering at the URLs the harness reads.
import { DEFAULT_URLS, loadDotEnv, useCompileCache } from './env.mjs';
import { ensureInfrastructure } from './infrastructure.mjs';
import { ensureNodeModules } from './install.mjs';

export async function prepareTestRun() {
  loadDotEnv();
  useCompileCache();
  await ensureNodeModules();
  // Without URLs the harness would look for a container engine; here the local services are the path.
  const urls = { ...DEFAULT_URLS, ...process.env };
  await ensureInfrastructure(urls);
  for (const name of Object.keys(DEFAULT_URLS)) process.env[name] = urls[name];
}
