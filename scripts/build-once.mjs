// `node ../scripts/build-once.mjs -- <command…>`, run from a front end's folder: runs the build
// command unless dist/ was built from the same inputs (the front end's files, the shared client,
// the OpenAPI document, the lockfile). A second `npm test` with no front-end change then skips
// ~8 s of type-checking and bundling per front end; any change to an input builds again.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { run } from './lib/run.mjs';

const STAMP = 'dist/.build-inputs.sha256';
const INPUTS = [
  '.',
  '../clients/shared',
  '../openapi/openapi.json',
  '../package-lock.json',
  '../tsconfig.base.json',
  '../scripts/build-once.mjs',
  '../scripts/compress-static.mjs',
];

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (!command.length) throw new Error('uso: build-once.mjs -- <comando…>');

/**
 * A hash of the inputs: tracked and untracked (not ignored) files, so an uncommitted edit counts
 * as a change. Undefined without git (an image build copies no .git): then it always builds.
 */
function hashInputs() {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...INPUTS], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const files = listed.split('\n').filter((name) => name && existsSync(name));
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const inputs = hashInputs();
if (inputs && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs) {
  process.stdout.write(
    `${process.env.npm_package_name ?? 'front end'}: nada mudou desde o último build (dist/ mantido)\n`,
  );
  process.exit(0);
}
const code = await run(command[0], command.slice(1));
if (code === 0 && inputs) writeFileSync(STAMP, inputs);
process.exit(code);
