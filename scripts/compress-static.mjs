// Compresses a front end's build once (brotli and gzip beside each file), so the platform serves
// the smaller copy a browser accepts without compressing on every request (libs/runtime
// static-frontends.ts). Usage: node scripts/compress-static.mjs portal/dist [console/dist…]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest']);
// Below this, the headers outweigh the saving.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const dir of process.argv.slice(2)) {
  let before = 0;
  let after = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    if (!path.endsWith('.map')) {
      before += body.length;
      after += brotli.length;
    }
  }
  process.stdout.write(`${dir}: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB (brotli)\n`);
}
