// `npm test`: every test — build, lint, typecheck, then unit, integration and browser tests
// (jest) against the real PostgreSQL, RabbitMQ and Redis.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureDebianPackages, TEST_PACKAGES } from './lib/system-packages.mjs';
import { log, run, runOrExit } from './lib/run.mjs';
import { prepareTestRun } from './lib/test-run.mjs';

await prepareTestRun();
await ensureDebianPackages(TEST_PACKAGES);

const started = Date.now();
log('build');
await runOrExit('npm', ['run', 'build']);
// Each is one single-threaded process: side by side they use both cores.
log('lint e typecheck');
const checks = await Promise.all([run('npm', ['run', 'lint']), run('npm', ['run', 'typecheck:after-build'])]);
if (checks.some((code) => code !== 0)) {
  process.stderr.write(`\n✗ lint ou typecheck falhou (códigos ${checks.join(', ')})\n`);
  process.exit(1);
}
log('testes (unidade, integração, navegador)');
mkdirSync('var', { recursive: true });
const code = await run('npm', [
  'run',
  'test:jest',
  '--',
  '--json',
  '--outputFile=var/jest-results.json',
  ...process.argv.slice(2),
]);
if (existsSync('var/jest-results.json')) {
  const results = JSON.parse(readFileSync('var/jest-results.json', 'utf8'));
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\nnpm test em ${seconds} s\n`);
  process.stdout.write(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
}
process.exit(code);
