import { QueueKeys } from 'bullmq';
import { environmentSchema } from '@sampleteca/config';
import { consumerQueueName } from '@sampleteca/messaging';
import {
  AUTOSCALING_DIR,
  BASE_DIR,
  CONFIG_NAME,
  PRODUCTION_DIR,
  mainContainersOf,
  ofKind,
  parseFile,
  platformSources,
  readKustomization,
  render,
  renderedManifests,
  roleOf,
  serviceOf,
  where,
  type Container,
  type Located,
  type Manifest,
  type Workload,
} from './support/manifests';
import { join, relative } from 'node:path';

// k8s/autoscaling-keda (KEDA ScaledObjects of the workers) held against what it scales: the worker
// Deployments of the base, the variables their containers get, and the queues the code declares
// (BullMQ's defineQueue, the consumers' @OnEvent), named with the configured prefixes. A renamed
// queue, a new one, or a worker that stops consuming fails here, not as a worker that never scales.
// Rendering needs kubectl (kustomize built in) or kustomize, as rendered.test.ts does.

type Trigger = {
  type: string;
  metadata?: Record<string, string>;
  authenticationRef?: { name?: string; kind?: string };
};
type ScaledObject = Manifest & {
  metadata: { name: string; namespace?: string };
  spec: {
    scaleTargetRef?: { apiVersion?: string; kind?: string; name?: string; envSourceContainerName?: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    triggers?: Trigger[];
  };
};
type TriggerAuthentication = Manifest & {
  metadata: { name: string };
  spec: { secretTargetRef?: { parameter: string; name: string; key: string }[] };
};

/**
 * BullMQ queues whose waiting list says nothing of load: media's hourly sweep of unused uploads,
 * and distribution's one delayed poll per open contract (waiting until it is due, not for a pod).
 * The events-prune-<service> queues (libs/messaging) are recurring too.
 */
const SCHEDULED_QUEUES = ['unused-uploads', 'contract-polling'];

/** `defineQueue<…>('name'` in services/<service>/src: each service's BullMQ queues. */
function queuesByService(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of platformSources()) {
    const service = /^services\/([a-z]+)\/src\//.exec(relative(process.cwd(), file))?.[1];
    if (!service) continue;
    for (const [, name] of text.matchAll(/defineQueue(?:<[^>]*>)?\(\s*'([^']+)'/g)) {
      found.set(service, [...(found.get(service) ?? []), name]);
    }
  }
  return found;
}

/** `@OnEvent('<consumer>', …)` in services/<service>/src: the consumers each service runs. */
function consumersByService(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { file, text } of platformSources()) {
    const service = /^services\/([a-z]+)\/src\//.exec(relative(process.cwd(), file))?.[1];
    if (!service) continue;
    for (const [, consumer] of text.matchAll(/@OnEvent\(\s*'([^']+)'/g)) {
      found.set(service, (found.get(service) ?? new Set()).add(consumer));
    }
  }
  return found;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('k8s/autoscaling-keda (KEDA)', () => {
  const autoscaling = renderedManifests(render, AUTOSCALING_DIR);
  const base = renderedManifests(render, BASE_DIR);
  const production = renderedManifests(render, PRODUCTION_DIR);
  const scaledObjects = ofKind<ScaledObject>('ScaledObject', autoscaling);
  const authentications = ofKind<TriggerAuthentication>('TriggerAuthentication', autoscaling);
  const baseNamespace = (parseFile(join(BASE_DIR, 'kustomization.yaml')).documents[0] as { namespace?: string })
    .namespace;

  /** The settings production's pods read: the rendered ConfigMap over the schema's defaults. */
  const [productionConfig] = ofKind('ConfigMap', production);
  const settings = { ...environmentSchema.parse({}), ...productionConfig?.manifest.data } as Record<string, unknown>;
  const redisPrefix = String(settings.REDIS_PREFIX);
  const eventsPrefix = String(settings.EVENTS_QUEUE_PREFIX);

  const queues = queuesByService();
  const consumers = consumersByService();
  const workers = ofKind<Workload>('Deployment', production).filter((deployment) => roleOf(deployment) === 'worker');

  /** What each worker must scale on: its service's work queues (BullMQ lists) and its event queue. */
  function expectedOf(worker: Located<Workload>): { lists: string[]; queues: string[] } {
    const service = serviceOf(worker) ?? '';
    const keys = new QueueKeys(redisPrefix);
    return {
      lists: sorted(
        (queues.get(service) ?? [])
          .filter((name) => !SCHEDULED_QUEUES.includes(name))
          .map((name) => keys.getKeys(name).wait),
      ),
      queues: consumers.has(service) ? [consumerQueueName(eventsPrefix, service)] : [],
    };
  }

  const targetOf = (scaled: Located<ScaledObject>) =>
    workers.find(({ manifest }) => manifest.metadata.name === scaled.manifest.spec.scaleTargetRef?.name);

  it('renders on its own, into the base namespace: TriggerAuthentications and ScaledObjects only', () => {
    const kustomization = readKustomization(AUTOSCALING_DIR);
    expect((kustomization.resources ?? []).filter((entry) => entry.startsWith('..'))).toEqual([]);
    expect(sorted(new Set(autoscaling.map(({ manifest }) => manifest.kind ?? '')))).toEqual([
      'ScaledObject',
      'TriggerAuthentication',
    ]);
    const problems = autoscaling
      .filter(({ manifest }) => (manifest as ScaledObject).metadata?.namespace !== baseNamespace)
      .map((located) => `${where(located)} is not in the base's namespace ${baseNamespace}`);
    expect(baseNamespace).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it.each([
    ['base', base],
    ['production', production],
  ])('%s renders no KEDA object: it applies on a cluster without the CRDs', (_, manifests) => {
    expect(manifests.filter(({ manifest }) => manifest.apiVersion?.startsWith('keda.sh/')).map(where)).toEqual([]);
  });

  it('finds the queues and consumers it checks in the code', () => {
    expect(queues.get('media')).toContain('audio-processing');
    expect(queues.get('identity')).toContain('mail');
    expect(consumers.get('catalogue')).toEqual(new Set(['catalogue']));
    // A scheduled queue that no longer exists would exempt nothing, silently.
    const declared = [...queues.values()].flat();
    expect(SCHEDULED_QUEUES.filter((name) => !declared.includes(name))).toEqual([]);
    // Each service consumes into its own queue only (<prefix>.<service>).
    const strays = [...consumers].flatMap(([service, names]) =>
      [...names].filter((name) => name !== service).map((name) => `services/${service} consumes as ${name}`),
    );
    expect(strays).toEqual([]);
  });

  it('every worker with a queue to scale on has one ScaledObject, and each targets a worker Deployment', () => {
    const problems = [
      ...workers
        .filter((worker) => {
          const { lists, queues: eventQueues } = expectedOf(worker);
          return lists.length + eventQueues.length > 0;
        })
        .flatMap((worker) => {
          const count = scaledObjects.filter((scaled) => targetOf(scaled) === worker).length;
          return count === 1 ? [] : [`${where(worker)} has ${count} ScaledObjects, expected 1`];
        }),
      ...scaledObjects.flatMap((scaled) => {
        const ref = scaled.manifest.spec.scaleTargetRef;
        const found: string[] = [];
        if ((ref?.apiVersion ?? 'apps/v1') !== 'apps/v1' || (ref?.kind ?? 'Deployment') !== 'Deployment') {
          found.push(`${where(scaled)} targets a ${ref?.apiVersion} ${ref?.kind}, not a Deployment`);
        }
        const target = targetOf(scaled);
        if (!target) return [...found, `${where(scaled)} targets ${ref?.name}, which is no worker Deployment`];
        const containers = mainContainersOf(target).map(({ container }) => container.name);
        if (!ref?.envSourceContainerName || !containers.includes(ref.envSourceContainerName)) {
          found.push(
            `${where(scaled)} reads the environment of container ${ref?.envSourceContainerName}, not the platform's`,
          );
        }
        return found;
      }),
    ];
    expect(workers.length).toBe(5);
    expect(scaledObjects.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("each ScaledObject watches exactly its worker's queues, named with the configured prefixes", () => {
    const problems = scaledObjects.flatMap((scaled) => {
      const target = targetOf(scaled);
      if (!target) return []; // reported above
      const triggers = scaled.manifest.spec.triggers ?? [];
      const expected = expectedOf(target);
      const actual = {
        lists: sorted(
          triggers.filter(({ type }) => type.startsWith('redis')).map(({ metadata }) => metadata?.listName ?? ''),
        ),
        queues: sorted(
          triggers.filter(({ type }) => type === 'rabbitmq').map(({ metadata }) => metadata?.queueName ?? ''),
        ),
      };
      const found: string[] = [];
      if (JSON.stringify(actual.lists) !== JSON.stringify(expected.lists)) {
        found.push(
          `${where(scaled)} watches lists [${actual.lists.join(', ')}], the code's are [${expected.lists.join(', ')}]`,
        );
      }
      if (JSON.stringify(actual.queues) !== JSON.stringify(expected.queues)) {
        found.push(
          `${where(scaled)} watches queues [${actual.queues.join(', ')}], the code's are [${expected.queues.join(', ')}]`,
        );
      }
      const unknown = triggers.filter(({ type }) => !['redis', 'redis-sentinel', 'rabbitmq'].includes(type));
      found.push(...unknown.map(({ type }) => `${where(scaled)} has a ${type} trigger this test does not check`));
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('each trigger has a target per pod, and the credentials its scaler needs', () => {
    const parametersOf = (name?: string) =>
      authentications
        .find(({ manifest }) => manifest.metadata.name === name)
        ?.manifest.spec.secretTargetRef?.map(({ parameter }) => parameter) ?? [];
    const problems = scaledObjects.flatMap((scaled) =>
      (scaled.manifest.spec.triggers ?? []).flatMap(({ type, metadata, authenticationRef }) => {
        const label = `${where(scaled)} ${type} trigger`;
        const found: string[] = [];
        const parameters = parametersOf(authenticationRef?.name);
        if (!authentications.some(({ manifest }) => manifest.metadata.name === authenticationRef?.name)) {
          found.push(`${label} uses TriggerAuthentication ${authenticationRef?.name}, which this folder lacks`);
        }
        if (type === 'rabbitmq') {
          if (!/^[1-9]\d*$/.test(metadata?.value ?? '')) found.push(`${label} has no whole value per pod`);
          if (metadata?.mode !== 'QueueLength') found.push(`${label} is not mode QueueLength`);
          // RABBITMQ_URL lists every node; KEDA takes one host: the management API's, from its own key.
          if (metadata?.protocol !== 'http') found.push(`${label} does not read the management API (protocol http)`);
          if (!parameters.includes('host') || metadata?.host || metadata?.hostFromEnv) {
            found.push(`${label} does not take its host from the TriggerAuthentication`);
          }
        } else {
          if (!/^[1-9]\d*$/.test(metadata?.listLength ?? '')) found.push(`${label} has no whole listLength per pod`);
          if (!parameters.includes('password')) found.push(`${label} has no Redis password`);
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });

  it("every *FromEnv names a platform setting the worker's container gets, and production sets the Sentinels", () => {
    const platformVariables = new Set(Object.keys(environmentSchema.parse({})));
    const gets = (container: Container, variable: string) =>
      (container.env ?? []).some((entry) => entry.name === variable) ||
      ((container.envFrom ?? []).some((source) => source.configMapRef?.name.startsWith(CONFIG_NAME)) &&
        productionConfig?.manifest.data?.[variable] !== undefined);
    const problems = scaledObjects.flatMap((scaled) => {
      const target = targetOf(scaled);
      const container = target?.manifest.spec.template.spec.containers.find(
        ({ name }) => name === scaled.manifest.spec.scaleTargetRef?.envSourceContainerName,
      );
      if (!container) return []; // reported above
      return (scaled.manifest.spec.triggers ?? []).flatMap(({ type, metadata }) =>
        Object.entries(metadata ?? {})
          .filter(([parameter]) => parameter.endsWith('FromEnv'))
          .filter(([, variable]) => !platformVariables.has(variable) || !gets(container, variable))
          .map(
            ([parameter, variable]) =>
              `${where(scaled)} ${type} ${parameter}: ${variable} is not in the worker's environment`,
          ),
      );
    });
    const sentinelTriggers = scaledObjects.flatMap(({ manifest }) =>
      (manifest.spec.triggers ?? []).filter(({ type }) => type === 'redis-sentinel'),
    );
    if (sentinelTriggers.length > 0) {
      expect(String(productionConfig?.manifest.data?.REDIS_SENTINELS ?? '')).toMatch(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/);
    }
    expect(problems).toEqual([]);
  });

  it('never scales a worker to zero (its relay, sweeps and recurring jobs must run), nor past its maximum', () => {
    const problems = scaledObjects.flatMap((scaled) => {
      const { minReplicaCount, maxReplicaCount } = scaled.manifest.spec;
      const found: string[] = [];
      if (minReplicaCount === undefined || minReplicaCount < 1)
        found.push(`${where(scaled)} has minReplicaCount ${minReplicaCount}`);
      // KEDA's default maximum is 100: far past the connection budget (rendered.test.ts counts the set one).
      if (maxReplicaCount === undefined || maxReplicaCount < (minReplicaCount ?? 1)) {
        found.push(`${where(scaled)} has maxReplicaCount ${maxReplicaCount}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("production: no Deployment sets replicas, so an apply never fights the autoscalers' count", () => {
    const problems = ofKind<Workload>('Deployment', production)
      .filter(({ manifest }) => manifest.spec.replicas !== undefined)
      .map((deployment) => `${where(deployment)} sets replicas ${deployment.manifest.spec.replicas}`);
    expect(problems).toEqual([]);
  });
});
