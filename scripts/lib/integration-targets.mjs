// Which packages' integration tests a change calls for (npm run test:fast), from the files it
// touches and the workspace's dependencies (each package.json): pure, so a unit test proves it.

/** services/<name> or libs/<name> a file belongs to, if any. */
const packageOf = (file) => file.match(/^(services|libs)\/[^/]+/)?.[0];

/**
 * `packages`: folder → the folders it depends on (its package.json's @sampleteca/* dependencies).
 * A touched package runs its own tests, and every package that depends on it, directly or through
 * another lib, runs its own: a lib's change reaches the services that use it. services/platform is
 * the exception, its tests cross every service (the backbone, HTTP, the process): they run when
 * the platform or the harness they stand on (libs/testing) changes; npm test runs them before a
 * change lands.
 */
export function integrationTargets(files, packages) {
  const touched = new Set(files.map(packageOf).filter((folder) => folder && folder in packages));
  const targets = new Set();
  const reach = (folder) => {
    if (targets.has(folder)) return;
    targets.add(folder);
    for (const [dependent, dependencies] of Object.entries(packages))
      if (dependent !== 'services/platform' && dependencies.includes(folder)) reach(dependent);
  };
  for (const folder of touched) reach(folder);
  if (touched.has('libs/testing')) targets.add('services/platform');
  return [...targets].sort();
}
