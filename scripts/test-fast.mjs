// `npm run test:fast`: the loop between two changes. Unit and component tests, and the integration
// tests of the services and libs the change touches (uncommitted files, or everything since
// `--since <rev>`), against the real PostgreSQL, RabbitMQ and Redis. No browser, no lint: npm test
// runs everything before a change lands.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log, run, runOrExit } from './lib/run.mjs';
import { prepareTestRun } from './lib/test-run.mjs';

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : undefined;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The files the change touches: uncommitted (and new) ones, plus those since `since`. */
function touchedFiles() {
  return [...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
}

/** services/<name> and libs/<name> touched, that have integration tests of their own. */
function touchedPackages(files) {
  const packages = new Set(files.map((file) => file.match(/^(services|libs)\/[^/]+/)?.[0]).filter(Boolean));
  return [...packages].filter((folder) => existsSync(`${folder}/test`)).sort();
}

await prepareTestRun();

const started = Date.now();
const packages = touchedPackages(touchedFiles());
log(`integração de: ${packages.length ? packages.join(', ') : 'nada tocado (só unidade e componentes)'}`);
// The test template is migrated by the built `migrate` entry: an incremental build keeps it current.
await runOrExit('npx', ['tsc', '-b', 'tsconfig.build.json']);
const patterns = [
  // Every unit and component test…
  '^(?!.*\\.integration\\.test\\.ts$).*\\.test\\.tsx?$',
  // …and the integration tests of what was touched.
  ...packages.map((folder) => `${folder}/test/.*\\.integration\\.test\\.ts$`),
];
const code = await run('npm', [
  'run',
  'test:jest',
  '--',
  '--selectProjects',
  'unit',
  'components',
  'integration',
  '--testPathPatterns',
  ...patterns,
]);
process.stdout.write(`\nnpm run test:fast em ${Math.round((Date.now() - started) / 1000)} s\n`);
process.exit(code);
