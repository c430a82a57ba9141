import {
  AUTOSCALING_DIR,
  BASE_DIR,
  CONFIG_NAME,
  PRODUCTION_DIR,
  containersOf,
  render,
  ofKind,
  renderedManifests,
  roleOf,
  serviceOf,
  type Located,
  type Manifest,
  type Workload,
} from './support/manifests';

// What kustomize makes of the files: generated names, the release's Job, the pinned image and
// the connection budget. It needs kubectl (kustomize built in) or kustomize on PATH, which this
// machine's kind has; without either it fails saying so, rather than passing unchecked.

/** PostgreSQL's default max_connections is 100: keep 15 for superusers, a rollout's surge pods and operators. */
const CONNECTION_BUDGET = 85;

type Autoscaler = Manifest & { spec: { scaleTargetRef?: { name?: string }; maxReplicas?: number } };
type ScaledObject = Manifest & { spec: { scaleTargetRef?: { name?: string }; maxReplicaCount?: number } };

/** Pods whose process LISTENs (one connection each): facets and contract streams in the api, relay wakes in workers. */
const listens = (workload: Located<Workload>) =>
  roleOf(workload) === 'worker' || ['catalogue', 'distribution'].includes(serviceOf(workload) ?? '');

/** Connections one pod may hold: its pool, and its process's LISTEN connection. */
function connectionsPerPod(workload: Located<Workload>): number {
  const [main] = workload.manifest.spec.template.spec.containers;
  const pool = Number(main.env?.find((variable) => variable.name === 'DATABASE_POOL_SIZE')?.value ?? 10);
  return pool + (listens(workload) ? 1 : 0);
}

describe('k8s manifests as kustomize renders them', () => {
  const base = renderedManifests(render, BASE_DIR);
  const production = renderedManifests(render, PRODUCTION_DIR);
  /** KEDA's ScaledObjects, applied next to the overlay: they own the workers' counts. */
  const autoscaling = renderedManifests(render, AUTOSCALING_DIR);

  it.each([
    ['base', base],
    ['production', production],
  ])('%s: every ConfigMap a pod reads is the generated one, its name carrying the content hash', (_, manifests) => {
    const configMaps = ofKind('ConfigMap', manifests).map(({ manifest }) => manifest.metadata?.name ?? '');
    expect(configMaps).toEqual([expect.stringMatching(new RegExp(`^${CONFIG_NAME}-[a-z0-9]{10}$`))]);
    const problems = ofKind<Workload>('Deployment', manifests)
      .flatMap(containersOf)
      .flatMap(({ label, container }) =>
        (container.envFrom ?? [])
          .flatMap((source) => source.configMapRef?.name ?? [])
          .filter((name) => !configMaps.includes(name))
          .map((name) => `${label} reads ConfigMap ${name}, which the render does not hold`),
      );
    expect(problems).toEqual([]);
  });

  it('production: the overlay changes a setting, and with it the hashed name the pods read', () => {
    const [baseConfig] = ofKind('ConfigMap', base);
    const [productionConfig] = ofKind('ConfigMap', production);
    expect(productionConfig.manifest.data?.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(productionConfig.manifest.metadata?.name).not.toBe(baseConfig.manifest.metadata?.name);
  });

  it('production: the service queues are quorum queues (replicated across the RabbitMQ cluster)', () => {
    const [productionConfig] = ofKind('ConfigMap', production);
    expect(productionConfig.manifest.data?.EVENTS_QUEUE_TYPE).toBe('quorum');
  });

  it("production: the migration Job is named after the release's version label", () => {
    const jobs = ofKind<Workload>('Job', production);
    const version = jobs[0]?.manifest.metadata.labels?.['app.kubernetes.io/version'];
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(jobs.map(({ manifest }) => manifest.metadata.name)).toEqual([`sampleteca-migrate-${version}`]);
  });

  it('production: every container runs the image pinned by digest, never a tag', () => {
    const workloads = [...ofKind<Workload>('Deployment', production), ...ofKind<Workload>('Job', production)];
    const problems = workloads
      .flatMap(containersOf)
      .filter(({ container }) => !/@sha256:[0-9a-f]{64}$/.test(container.image ?? ''))
      .map(({ label, container }) => `${label} runs ${container.image}, not an image pinned by digest`);
    expect(workloads.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('production: the Secret stays out of the render (created out of band, never overwritten)', () => {
    expect(ofKind('Secret', production)).toEqual([]);
  });

  it(`production: the fleet at its autoscaling maxima (HPA and KEDA) holds at most ${CONNECTION_BUDGET} PostgreSQL connections`, () => {
    const autoscalers = ofKind<Autoscaler>('HorizontalPodAutoscaler', production);
    const scaledObjects = ofKind<ScaledObject>('ScaledObject', autoscaling);
    const jobs = ofKind<Workload>('Job', production);
    const fleet = ofKind<Workload>('Deployment', production).map((deployment) => {
      const name = deployment.manifest.metadata.name;
      const autoscaler = autoscalers.find(({ manifest }) => manifest.spec.scaleTargetRef?.name === name);
      const scaled = scaledObjects.find(({ manifest }) => manifest.spec.scaleTargetRef?.name === name);
      const pods =
        autoscaler?.manifest.spec.maxReplicas ??
        scaled?.manifest.spec.maxReplicaCount ??
        deployment.manifest.spec.replicas ??
        1;
      return pods * connectionsPerPod(deployment);
    });
    const total = fleet.reduce((sum, connections) => sum + connections, 0) + jobs.length; // the Job's pool is 1
    expect(fleet.length).toBe(10);
    expect(total).toBeLessThanOrEqual(CONNECTION_BUDGET);
  });
});
