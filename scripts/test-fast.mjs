// `npm run test:fast`: the loop between two changes. Unit and component tests, and the integration
// tests of the services and libs the change touches and of those depending on them (uncommitted
// files, or everything since `--since <rev>`; see lib/integration-targets.mjs), against the real
// PostgreSQL, RabbitMQ and Redis. No browser, no lint: npm test runs everything before a change lands.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { integrationTargets } from './lib/integration-targets.mjs';
import { log, run, runOrExit } from './lib/run.mjs';
import { prepareTestRun } from './lib/test-run.mjs';

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : undefined;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The files the change touches: uncommitted (and new) ones, plus those since `since`. */
function touchedFiles() {
  return [...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
}

/** Each services/<name> and libs/<name> → the folders of the @sampleteca/* packages its package.json depends on. */
function workspacePackages() {
  const folders = ['services', 'libs'].flatMap((root) =>
    readdirSync(root)
      .map((name) => `${root}/${name}`)
      .filter((folder) => existsSync(`${folder}/package.json`)),
  );
  const manifests = new Map(
    folders.map((folder) => [folder, JSON.parse(readFileSync(`${folder}/package.json`, 'utf8'))]),
  );
  const folderOf = new Map([...manifests].map(([folder, manifest]) => [manifest.name, folder]));
  return Object.fromEntries(
    [...manifests].map(([folder, manifest]) => [
      folder,
      Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
        .map((name) => folderOf.get(name))
        .filter(Boolean),
    ]),
  );
}

await prepareTestRun();

const started = Date.now();
const packages = integrationTargets(touchedFiles(), workspacePackages()).filter((folder) =>
  existsSync(`${folder}/test`),
);
log(`integração de: ${packages.length ? packages.join(', ') : 'nada tocado (só unidade e componentes)'}`);
// The test template is migrated by the built `migrate` entry: an incremental build keeps it current.
await runOrExit('npx', ['tsc', '-b', 'tsconfig.build.json']);
const patterns = [
  // Every unit and component test…
  '^(?!.*\\.integration\\.test\\.ts$).*\\.test\\.(tsx?|mjs)$',
  // …and the integration tests of what the change touched and of what depends on it.
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
