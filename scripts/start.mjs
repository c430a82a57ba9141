// `npm start`: install what is missing, make sure the infrastructure answers, build, then
// run the platform (which migrates at start) on http://localhost:3000.
import { DEFAULT_URLS, loadDotEnv } from './lib/env.mjs';
import { ensureInfrastructure } from './lib/infrastructure.mjs';
import { ensureNodeModules } from './lib/install.mjs';
import { log, run, runOrExit } from './lib/run.mjs';
import { ensureDebianPackages, RUNTIME_PACKAGES } from './lib/system-packages.mjs';

loadDotEnv();
await ensureNodeModules();
await ensureDebianPackages(RUNTIME_PACKAGES);
await ensureInfrastructure({ ...DEFAULT_URLS, ...process.env });
log('compilando serviços, portal e console…');
await runOrExit('npm', ['run', 'build']);
log('iniciando a plataforma…');
// Every core serves (PLATFORM_PROCESSES, one process each) unless .env or the shell says otherwise.
process.env.PLATFORM_PROCESSES ??= 'auto';
process.exit(await run('npm', ['run', '--silent', 'platform']));
