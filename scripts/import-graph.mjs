// `node scripts/import-graph.mjs services/catalogue [depth]`: the shape of a service from its
// relative imports — lines of source (migrations apart), folders, and the import arrows between
// folders (one arrow per ordered pair of folders, however many files import). `depth` groups the
// folders under src/ at that many levels (1: the Nest feature modules once a service is split into
// them; default: every folder); `--arrows` lists them. Reproduces the numbers quoted in issue #45.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const [service = 'services/catalogue', depthArgument] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const depth = depthArgument ? Number(depthArgument) : Infinity;
const src = resolve(service, 'src');

/** Every .ts file under `folder`, migrations left out (history, not shape). */
function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The folder a file counts under: its folder, cut to `depth` levels below src/ ('.' at the root). */
const folderOf = (file) => relative(src, dirname(file)).split('/').slice(0, depth).join('/') || '.';

const files = sourceFiles(src);
let lines = 0;
const arrows = new Set();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  for (const [, target] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const from = folderOf(file);
    const to = folderOf(resolve(dirname(file), target));
    // A module file composing its own sub-folders is not an arrow between features.
    const inside = to.startsWith(`${from}/`);
    if (from !== to && from !== '.' && to !== '.' && !inside) arrows.add(`${from} -> ${to}`);
  }
}
const folders = new Set(files.map(folderOf));
folders.delete('.');

const out = [`${service}: ${files.length} files, ${lines} lines, ${folders.size} folders, ${arrows.size} arrows`];
if (process.argv.includes('--arrows')) out.push(...[...arrows].sort().map((arrow) => `  ${arrow}`));
process.stdout.write(`${out.join('\n')}\n`);
