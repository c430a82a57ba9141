import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVICE_ROUTE_PREFIXES } from '@sampleteca/contracts';
import {
  BASE_DIR,
  K8S_DIR,
  ROLES,
  baseManifests,
  containersOf,
  envValue,
  isKustomization,
  mainContainersOf,
  ofKind,
  parseFile,
  readKustomization,
  roleOf,
  selectsPodsOf,
  show,
  where,
  yamlFilesUnder,
  type LabelSelector,
  type Located,
  type Manifest,
  type Workload,
} from './support/manifests';

// The manifests are hand-written: these checks keep them in step with the code (route owners,
// services, probes) and catch what a reviewer misses (a file not listed, a missing limit).
// configuration.test.ts checks the variables, rendered.test.ts what kustomize makes of them.

const SERVICES = Object.keys(SERVICE_ROUTE_PREFIXES);
const allYamlFiles = yamlFilesUnder(K8S_DIR);

type ServiceManifest = Manifest & {
  metadata: { name: string };
  spec: {
    selector?: Record<string, string>;
    ports?: { name?: string; port: number; targetPort?: number | string }[];
  };
};
type IngressBackend = { service?: { name?: string; port?: { number?: number; name?: string } } };
type IngressPath = { path?: string; pathType?: string; backend?: IngressBackend };
type IngressManifest = Manifest & {
  metadata: { name: string };
  spec: {
    ingressClassName?: string;
    defaultBackend?: IngressBackend;
    rules?: { http?: { paths?: IngressPath[] } }[];
  };
};
type DisruptionBudget = Manifest & {
  metadata: { name: string };
  spec: { selector?: LabelSelector; maxUnavailable?: number | string; minAvailable?: number | string };
};
type Autoscaler = Manifest & {
  metadata: { name: string };
  spec: {
    scaleTargetRef?: { apiVersion?: string; kind?: string; name?: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: { type?: string; resource?: { name?: string; target?: { type?: string } } }[];
  };
};

const deployments = ofKind<Workload>('Deployment');
const jobs = ofKind<Workload>('Job');
const services = ofKind<ServiceManifest>('Service');
const ingresses = ofKind<IngressManifest>('Ingress');
const budgets = ofKind<DisruptionBudget>('PodDisruptionBudget');
const autoscalers = ofKind<Autoscaler>('HorizontalPodAutoscaler');
const apiDeployments = deployments.filter((deployment) => roleOf(deployment) === 'api');

/** Routes the platform serves, from the committed OpenAPI document (what the probes may ask). */
const platformRoutes = new Set(
  Object.keys((JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as { paths: object }).paths),
);

function ingressPaths(): { ingress: Located<IngressManifest>; path: IngressPath }[] {
  return ingresses.flatMap((ingress) =>
    (ingress.manifest.spec.rules ?? []).flatMap((rule) => (rule.http?.paths ?? []).map((path) => ({ ingress, path }))),
  );
}

/** `/api<prefix>` for each prefix, mapped to the api Service of the service that owns it. */
const expectedRoutes = new Map<string, string>(
  Object.entries(SERVICE_ROUTE_PREFIXES).flatMap(([service, prefixes]) =>
    prefixes.map((prefix): [string, string] => [`/api${prefix}`, `${service}-api`]),
  ),
);

describe('k8s manifests', () => {
  it('finds the base to check', () => {
    expect(allYamlFiles.map(show)).toContain('k8s/base/kustomization.yaml');
    expect(deployments.length).toBeGreaterThan(0);
  });

  it('every YAML file under k8s/ parses', () => {
    const problems = allYamlFiles.flatMap((file) => parseFile(file).errors);
    expect(problems).toEqual([]);
  });

  it('every object in the base has an apiVersion, a kind and a name', () => {
    const problems = baseManifests
      .filter(({ manifest }) => !manifest.apiVersion || !manifest.kind || !manifest.metadata?.name)
      .map((located) => `${where(located)} lacks apiVersion, kind or metadata.name`);
    expect(problems).toEqual([]);
  });

  it('the base kustomization uses every file in k8s/base, and each file it lists exists', () => {
    const kustomization = readKustomization(BASE_DIR);
    const generatorInputs = (kustomization.configMapGenerator ?? []).flatMap((generator) => generator.envs ?? []);
    const listed = [...(kustomization.resources ?? []), ...generatorInputs];
    const present = readdirSync(BASE_DIR).filter((entry) => !isKustomization(entry));
    const problems = [
      ...present
        .filter((entry) => !listed.includes(entry))
        .map((entry) => `k8s/base/${entry} is neither a resource nor a generator input of k8s/base/kustomization.yaml`),
      ...listed
        .filter((entry) => !existsSync(join(BASE_DIR, entry)))
        .map((entry) => `k8s/base/kustomization.yaml lists ${entry}, which does not exist`),
    ];
    expect(problems).toEqual([]);
  });

  it('every overlay kustomization points at resources that exist', () => {
    const problems = allYamlFiles
      .filter((file) => isKustomization(file) && !file.startsWith(`${BASE_DIR}/`))
      .flatMap((file) => {
        const kustomization = parseFile(file).documents[0] as { resources?: string[] };
        return (kustomization.resources ?? [])
          .filter((entry) => !existsSync(resolve(file, '..', entry)))
          .map((entry) => `${show(file)} lists ${entry}, which does not exist`);
      });
    expect(problems).toEqual([]);
  });

  it('every Deployment and Job container has cpu and memory requests and limits', () => {
    const problems = [...deployments, ...jobs]
      .flatMap(containersOf)
      .flatMap(({ label, container }) =>
        (['requests', 'limits'] as const).flatMap((kind) =>
          ['cpu', 'memory']
            .filter((resource) => container.resources?.[kind]?.[resource] === undefined)
            .map((resource) => `${label} has no resources.${kind}.${resource}`),
        ),
      );
    expect(problems).toEqual([]);
  });

  it('every Deployment container probes /api/health (startup, liveness) and /api/ready (readiness)', () => {
    const expected = {
      startupProbe: '/api/health',
      livenessProbe: '/api/health',
      readinessProbe: '/api/ready',
    } as const;
    const problems = deployments.flatMap(mainContainersOf).flatMap(({ label, container }) =>
      (Object.keys(expected) as (keyof typeof expected)[]).flatMap((probe) => {
        const httpGet = container[probe]?.httpGet;
        if (!httpGet) return [`${label} has no ${probe} with httpGet`];
        const found: string[] = [];
        if (httpGet.path !== expected[probe]) {
          found.push(`${label} ${probe} asks ${httpGet.path ?? '(no path)'}, expected ${expected[probe]}`);
        }
        const portKnown = (container.ports ?? []).some(
          (port) => port.containerPort === httpGet.port || (port.name !== undefined && port.name === httpGet.port),
        );
        if (!portKnown)
          found.push(`${label} ${probe} uses port ${String(httpGet.port)}, which the container does not declare`);
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('each service has an api and a worker Deployment with its SERVICES and ROLES', () => {
    const problems = SERVICES.flatMap((service) =>
      ROLES.flatMap((role) => {
        const name = `${service}-${role}`;
        const deployment = deployments.find(({ manifest }) => manifest.metadata.name === name);
        if (!deployment) return [`no Deployment ${name} (SERVICES=${service} ROLES=${role})`];
        return mainContainersOf(deployment).flatMap(({ label, container }) => {
          const found: string[] = [];
          const expected = { SERVICES: service, ROLES: role, MIGRATIONS_RUN: 'false' };
          for (const [variable, value] of Object.entries(expected)) {
            const actual = envValue(container, variable);
            if (actual !== value) found.push(`${label} sets ${variable}=${actual ?? '(unset)'}, expected ${value}`);
          }
          return found;
        });
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every media and catalogue Deployment reads MEDIA_URL_SECRET from sampleteca-secrets', () => {
    // Media verifies the links the catalogue signs: both need the same secret, required in production.
    const problems = ['media', 'catalogue'].flatMap((service) =>
      ROLES.flatMap((role) => {
        const deployment = deployments.find(({ manifest }) => manifest.metadata.name === `${service}-${role}`);
        if (!deployment) return []; // reported by the SERVICES and ROLES check
        return mainContainersOf(deployment).flatMap(({ label, container }) => {
          const reference = container.env?.find((variable) => variable.name === 'MEDIA_URL_SECRET')?.valueFrom
            ?.secretKeyRef;
          return reference?.name === 'sampleteca-secrets' && reference.key === 'MEDIA_URL_SECRET'
            ? []
            : [`${label} does not read MEDIA_URL_SECRET from Secret sampleteca-secrets key MEDIA_URL_SECRET`];
        });
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every Deployment and Job container reads METRICS_TOKEN from sampleteca-secrets', () => {
    // The configuration refuses to load in production without it (/api/metrics would be public).
    const problems = [...deployments, ...jobs].flatMap(containersOf).flatMap(({ label, container }) => {
      const reference = container.env?.find((variable) => variable.name === 'METRICS_TOKEN')?.valueFrom?.secretKeyRef;
      return reference?.name === 'sampleteca-secrets' && reference.key === 'METRICS_TOKEN'
        ? []
        : [`${label} does not read METRICS_TOKEN from Secret sampleteca-secrets key METRICS_TOKEN`];
    });
    expect(problems).toEqual([]);
  });

  it('each api Deployment has a Service on port 80 that selects its pods', () => {
    const problems = SERVICES.flatMap((service) => {
      const name = `${service}-api`;
      const serviceManifest = services.find(({ manifest }) => manifest.metadata.name === name);
      const deployment = deployments.find(({ manifest }) => manifest.metadata.name === name);
      if (!serviceManifest) return [`no Service ${name} in front of Deployment ${name}`];
      if (!deployment) return [];
      const found: string[] = [];
      const podLabels = deployment.manifest.spec.template.metadata?.labels ?? {};
      const selector = serviceManifest.manifest.spec.selector ?? {};
      if (Object.keys(selector).length === 0) found.push(`${where(serviceManifest)} has no selector`);
      for (const [label, value] of Object.entries(selector)) {
        if (podLabels[label] !== value) {
          found.push(`${where(serviceManifest)} selects ${label}=${value}, which the pods of Deployment ${name} lack`);
        }
      }
      const port = serviceManifest.manifest.spec.ports?.find((candidate) => candidate.port === 80);
      if (!port) {
        found.push(`${where(serviceManifest)} has no port 80`);
      } else {
        const targetPort = port.targetPort ?? port.port; // Kubernetes' default
        const target = deployment.manifest.spec.template.spec.containers
          .flatMap((container) => container.ports ?? [])
          .find(
            (candidate) =>
              candidate.containerPort === targetPort || (candidate.name !== undefined && candidate.name === targetPort),
          );
        if (target?.containerPort !== 3000) {
          found.push(
            `${where(serviceManifest)} port 80 targets ${String(targetPort)}, which is not container port 3000 of Deployment ${name}`,
          );
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('the Ingress sampleteca uses the nginx class', () => {
    expect(ingresses.map(({ manifest }) => [manifest.metadata.name, manifest.spec.ingressClassName])).toEqual([
      ['sampleteca', 'nginx'],
    ]);
  });

  it('the Ingress routes /api<prefix> of every owned prefix to its owner api Service', () => {
    const routes = ingressPaths();
    const problems = [...expectedRoutes].flatMap(([path, owner]) => {
      const matches = routes.filter((route) => route.path.path === path);
      if (matches.length === 0) return [`the Ingress does not route ${path} (owned by ${owner})`];
      return matches.flatMap(({ path: route }) => {
        const found: string[] = [];
        const backend = route.backend?.service?.name;
        if (backend !== owner)
          found.push(`the Ingress sends ${path} to ${backend ?? '(no service)'}, but ${owner} owns it`);
        if (route.pathType !== 'Prefix')
          found.push(`the Ingress path ${path} has pathType ${route.pathType}, expected Prefix`);
        return found;
      });
    });
    expect(problems).toEqual([]);
  });

  it('the Ingress routes no /api path that no service owns', () => {
    const problems = ingressPaths()
      .map(({ path }) => path.path ?? '')
      .filter((path) => (path === '/api' || path.startsWith('/api/')) && !expectedRoutes.has(path))
      .map((path) => `the Ingress routes ${path}, which is in no service's SERVICE_ROUTE_PREFIXES`);
    expect(problems).toEqual([]);
  });

  it('every Ingress backend names an existing Service and one of its ports', () => {
    const backends = [
      ...ingressPaths().map(({ ingress, path }) => ({
        ingress,
        label: path.path ?? '(no path)',
        backend: path.backend,
      })),
      ...ingresses
        .filter(({ manifest }) => manifest.spec.defaultBackend)
        .map((ingress) => ({
          ingress,
          label: 'defaultBackend',
          backend: ingress.manifest.spec.defaultBackend,
        })),
    ];
    const problems = backends.flatMap(({ ingress, label, backend }) => {
      const name = backend?.service?.name;
      const target = services.find(({ manifest }) => manifest.metadata.name === name);
      if (!target) return [`${where(ingress)} sends ${label} to Service ${name ?? '(none)'}, which does not exist`];
      const port = backend?.service?.port;
      const known = (target.manifest.spec.ports ?? []).some(
        (candidate) =>
          candidate.port === port?.number || (candidate.name !== undefined && candidate.name === port?.name),
      );
      return known
        ? []
        : [`${where(ingress)} sends ${label} to ${name} port ${port?.number ?? port?.name}, which it does not expose`];
    });
    expect(problems).toEqual([]);
  });

  it('every ConfigMap and Secret key a pod reads exists in the base', () => {
    const dataOf = (kind: string, name: string) => {
      const found = baseManifests.find(({ manifest }) => manifest.kind === kind && manifest.metadata?.name === name);
      return found ? { ...found.manifest.data, ...found.manifest.stringData } : undefined;
    };
    const problems = [...deployments, ...jobs].flatMap(containersOf).flatMap(({ label, container }) => [
      ...(container.envFrom ?? []).flatMap((source) => {
        if (source.configMapRef && !dataOf('ConfigMap', source.configMapRef.name)) {
          return [`${label} reads ConfigMap ${source.configMapRef.name}, which does not exist`];
        }
        if (source.secretRef && !dataOf('Secret', source.secretRef.name)) {
          return [`${label} reads Secret ${source.secretRef.name}, which does not exist`];
        }
        return [];
      }),
      ...(container.env ?? []).flatMap((variable) => {
        const secret = variable.valueFrom?.secretKeyRef;
        const config = variable.valueFrom?.configMapKeyRef;
        const reference = secret
          ? { kind: 'Secret', ...secret }
          : config
            ? { kind: 'ConfigMap', ...config }
            : undefined;
        if (!reference) return [];
        const data = dataOf(reference.kind, reference.name);
        return data && reference.key in data
          ? []
          : [
              `${label} reads ${variable.name} from ${reference.kind} ${reference.name} key ${reference.key}, which does not exist`,
            ];
      }),
    ]);
    expect(problems).toEqual([]);
  });

  it('every probe asks a route the platform serves (openapi/openapi.json)', () => {
    const problems = deployments.flatMap(mainContainersOf).flatMap(({ label, container }) =>
      (['startupProbe', 'livenessProbe', 'readinessProbe'] as const)
        .map((probe) => [probe, container[probe]?.httpGet?.path] as const)
        .filter(([, path]) => path !== undefined && !platformRoutes.has(path))
        .map(([probe, path]) => `${label} ${probe} asks ${path}, which is no route of the platform`),
    );
    expect(platformRoutes.has('/api/ready')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('every Deployment has one PodDisruptionBudget over exactly its pods that lets a drain proceed', () => {
    const problems = deployments.flatMap((deployment) => {
      const covering = budgets.filter(({ manifest }) => selectsPodsOf(manifest.spec.selector, deployment));
      if (covering.length !== 1) {
        return [`${where(deployment)} has ${covering.length} PodDisruptionBudgets selecting its pods, expected 1`];
      }
      const { spec } = covering[0].manifest;
      // minAvailable: 1 on a Deployment of one replica would block every node drain.
      return spec.maxUnavailable !== undefined && spec.maxUnavailable !== 0 && spec.minAvailable === undefined
        ? []
        : [`${where(covering[0])} should set maxUnavailable (at least 1) and no minAvailable`];
    });
    const strays = budgets
      .filter(({ manifest }) => !deployments.some((deployment) => selectsPodsOf(manifest.spec.selector, deployment)))
      .map((budget) => `${where(budget)} selects the pods of no Deployment`);
    expect([...problems, ...strays]).toEqual([]);
  });

  it('every Deployment spreads its pods over nodes (and zones) without blocking scheduling', () => {
    const problems = deployments.flatMap((deployment) => {
      const constraints = deployment.manifest.spec.template.spec.topologySpreadConstraints ?? [];
      const found: string[] = [];
      for (const key of ['kubernetes.io/hostname', 'topology.kubernetes.io/zone']) {
        if (!constraints.some((constraint) => constraint.topologyKey === key)) {
          found.push(`${where(deployment)} has no topologySpreadConstraint over ${key}`);
        }
      }
      for (const constraint of constraints) {
        if (!selectsPodsOf(constraint.labelSelector, deployment)) {
          found.push(`${where(deployment)} spreads over ${constraint.topologyKey} pods other than its own`);
        }
        // DoNotSchedule would leave pods pending on a cluster with one node or one zone.
        if (constraint.whenUnsatisfiable !== 'ScheduleAnyway') {
          found.push(
            `${where(deployment)} spreads over ${constraint.topologyKey} with ${constraint.whenUnsatisfiable}`,
          );
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('every api Deployment has a CPU HorizontalPodAutoscaler (autoscaling/v2) and leaves replicas to it', () => {
    expect(apiDeployments.map(({ manifest }) => manifest.metadata.name).sort()).toEqual(
      SERVICES.map((service) => `${service}-api`).sort(),
    );
    const problems = apiDeployments.flatMap((deployment) => {
      const name = deployment.manifest.metadata.name;
      const found: string[] = [];
      // An apply would reset the count the autoscaler chose.
      if (deployment.manifest.spec.replicas !== undefined) found.push(`${where(deployment)} sets replicas`);
      const autoscaler = autoscalers.find(
        ({ manifest }) =>
          manifest.spec.scaleTargetRef?.kind === 'Deployment' && manifest.spec.scaleTargetRef.name === name,
      );
      if (!autoscaler) return [...found, `${where(deployment)} has no HorizontalPodAutoscaler`];
      const { apiVersion, spec } = autoscaler.manifest;
      if (apiVersion !== 'autoscaling/v2') found.push(`${where(autoscaler)} is ${apiVersion}, expected autoscaling/v2`);
      if (spec.scaleTargetRef?.apiVersion !== 'apps/v1')
        found.push(`${where(autoscaler)} targets no apps/v1 Deployment`);
      const cpu = spec.metrics?.some(
        (metric) =>
          metric.type === 'Resource' &&
          metric.resource?.name === 'cpu' &&
          metric.resource.target?.type === 'Utilization',
      );
      if (!cpu) found.push(`${where(autoscaler)} does not scale on CPU utilization`);
      if (!(spec.minReplicas && spec.maxReplicas && spec.minReplicas <= spec.maxReplicas)) {
        found.push(`${where(autoscaler)} has minReplicas ${spec.minReplicas} and maxReplicas ${spec.maxReplicas}`);
      }
      return found;
    });
    const strays = autoscalers
      .filter(
        ({ manifest }) =>
          !apiDeployments.some(
            (deployment) => deployment.manifest.metadata.name === manifest.spec.scaleTargetRef?.name,
          ),
      )
      .map((autoscaler) => `${where(autoscaler)} targets no api Deployment (workers scale on queue depth)`);
    expect([...problems, ...strays]).toEqual([]);
  });

  it('every api pod pauses before stopping, within a grace period that covers the pause', () => {
    const SHUTDOWN_SECONDS = 10; // Nest closing the server, pools and relay after the pause
    const problems = apiDeployments.flatMap((deployment) => {
      const grace = deployment.manifest.spec.template.spec.terminationGracePeriodSeconds ?? 30;
      return mainContainersOf(deployment).flatMap(({ label, container }) => {
        const preStop = container.lifecycle?.preStop;
        const exec = preStop?.exec?.command ?? [];
        const pause = preStop?.sleep?.seconds ?? (exec[0] === 'sleep' ? Number(exec[1]) : undefined);
        if (!pause || !Number.isFinite(pause)) return [`${label} has no preStop pause (sleep)`];
        return grace >= pause + SHUTDOWN_SECONDS
          ? []
          : [`${label} pauses ${pause} s in a grace period of ${grace} s, less than ${pause + SHUTDOWN_SECONDS} s`];
      });
    });
    expect(problems).toEqual([]);
  });

  it("every Deployment's pods wait for their service's schema before the platform starts", () => {
    const problems = deployments.flatMap((deployment) => {
      const [main] = deployment.manifest.spec.template.spec.containers;
      const wait = deployment.manifest.spec.template.spec.initContainers?.find(
        ({ name }) => name === 'wait-for-schema',
      );
      if (!wait) return [`${where(deployment)} has no wait-for-schema init container`];
      const found: string[] = [];
      const command = [...(wait.command ?? []), ...(wait.args ?? [])].join(' ');
      if (!/^node services\/platform\/dist\/migrate\.js --wait(=\d+)?$/.test(command)) {
        found.push(`${where(deployment)} wait-for-schema runs '${command}', expected migrate.js --wait`);
      }
      if (wait.image !== main.image)
        found.push(`${where(deployment)} wait-for-schema runs another image than the platform`);
      if (envValue(wait, 'SERVICES') !== envValue(main, 'SERVICES')) {
        found.push(
          `${where(deployment)} wait-for-schema waits for SERVICES=${envValue(wait, 'SERVICES')}, not the pod's`,
        );
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('the migration Job is named per release: an overlay replaces its `release` suffix', () => {
    expect(jobs.map(({ manifest }) => manifest.metadata.name)).toEqual(['sampleteca-migrate-release']);
  });

  it('every pod meets the restricted Pod Security Standard the namespace enforces', () => {
    const problems = [...deployments, ...jobs].flatMap((workload) => {
      const pod = workload.manifest.spec.template.spec.securityContext;
      const found: string[] = [];
      if (pod?.runAsNonRoot !== true) found.push(`${where(workload)} does not set runAsNonRoot`);
      if (pod?.seccompProfile?.type !== 'RuntimeDefault')
        found.push(`${where(workload)} has no RuntimeDefault seccomp`);
      for (const { label, container } of containersOf(workload)) {
        const context = container.securityContext;
        if (context?.allowPrivilegeEscalation !== false) found.push(`${label} may escalate privileges`);
        if (!context?.capabilities?.drop?.includes('ALL')) found.push(`${label} does not drop ALL capabilities`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});
