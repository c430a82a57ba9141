// Issue #13 §6: the gzipped script a first visit of each portal route downloads, read from the
// build's manifest by bench/bundle/sizes.mjs (npm test builds first). A size check, not a timing:
// the landing page ≤ 150 kB, every other route ≤ 250 kB.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface RouteSize {
  name: string;
  paths: string[];
  bytes: number;
  target: number;
  landing: boolean;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Sizes = { portal: { rows: RouteSize[] }; light: { script: number; landing: number } };

function measure(): Sizes {
  if (!existsSync('portal/dist/.vite/manifest.json')) {
    throw new Error('portal/dist/.vite/manifest.json não existe: rode npm run build antes (npm test já faz isso)');
  }
  const output = execFileSync(process.execPath, ['bench/bundle/sizes.mjs', '--json'], { encoding: 'utf8' });
  return JSON.parse(output) as Sizes;
}

const sizes = measure();
const routes = sizes.portal.rows;

test('the router declares its pages lazily and the manifest has a chunk for each', () => {
  expect(routes.length).toBeGreaterThanOrEqual(20);
  expect(routes.filter((route) => route.landing)).toHaveLength(1);
});

test.each(routes.map((route) => [route.name, route] as const))('%s: first load within budget', (_name, route) => {
  if (route.bytes > route.target) {
    throw new Error(
      `${route.name}: ${kB(route.bytes)} of gzipped script on a first visit, above its target of ` +
        `${kB(route.target)}: see npm run bench:bundle -- --sizes-only`,
    );
  }
});

test('the landing page has the target of 150 kB and every other route 250 kB', () => {
  for (const route of routes) expect(route.target).toBe(route.landing ? 150_000 : 250_000);
});

test('a visitor’s light pages (#46) send one small script, and the light landing fits the first round trips', () => {
  expect({ script: sizes.light.script <= 2_000, landing: sizes.light.landing <= 14_000 }).toEqual({
    script: true,
    landing: true,
  });
});
