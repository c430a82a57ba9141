import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { SERVICE_ROUTE_PREFIXES } from '@sampleteca/contracts';

// The manifests are hand-written: these checks keep them in step with the code (route owners,
// services, probes) and catch what a reviewer misses (a file not listed, a missing limit).

const K8S_DIR = resolve(process.cwd(), 'k8s');
const BASE_DIR = join(K8S_DIR, 'base');
const SERVICES = Object.keys(SERVICE_ROUTE_PREFIXES);
const ROLES = ['api', 'worker'];

type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
};
type EnvFrom = { configMapRef?: { name: string }; secretRef?: { name: string } };
type Probe = { httpGet?: { path?: string; port?: number | string } };
type Container = {
  name: string;
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
};
type PodTemplate = {
  metadata?: { labels?: Record<string, string> };
  spec: { containers: Container[]; initContainers?: Container[] };
};
type Manifest = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
};
type Located<T> = { file: string; manifest: T };
type Workload = Manifest & {
  kind: 'Deployment' | 'Job';
  metadata: { name: string };
  spec: { template: PodTemplate };
};
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

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return yamlFilesUnder(path);
      return /\.ya?ml$/.test(entry) ? [path] : [];
    })
    .sort();
}

const show = (file: string) => relative(process.cwd(), file);

function parseFile(file: string): { errors: string[]; documents: unknown[] } {
  const errors: string[] = [];
  const documents: unknown[] = [];
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (document.errors.length > 0) {
      errors.push(...document.errors.map((error) => `${show(file)}: ${error.message}`));
      continue;
    }
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) documents.push(value);
  }
  return { errors, documents };
}

const allYamlFiles = yamlFilesUnder(K8S_DIR);
const isKustomization = (file: string) => /(^|\/)kustomization\.ya?ml$/.test(file);

/** Every object the base declares, with the file it comes from. */
const baseManifests: Located<Manifest>[] = yamlFilesUnder(BASE_DIR)
  .filter((file) => !isKustomization(file))
  .flatMap((file) => parseFile(file).documents.map((manifest) => ({ file, manifest: manifest as Manifest })));

const ofKind = <T extends Manifest>(kind: string) =>
  baseManifests.filter(({ manifest }) => manifest.kind === kind) as Located<T>[];
const deployments = ofKind<Workload>('Deployment');
const jobs = ofKind<Workload>('Job');
const services = ofKind<ServiceManifest>('Service');
const ingresses = ofKind<IngressManifest>('Ingress');

const where = ({ file, manifest }: Located<Manifest>) =>
  `${manifest.kind} ${manifest.metadata?.name ?? '(unnamed)'} (${show(file)})`;

function containersOf(workload: Located<Workload>): { label: string; container: Container }[] {
  const spec = workload.manifest.spec.template.spec;
  return [...(spec.initContainers ?? []), ...spec.containers].map((container) => ({
    label: `${where(workload)} container ${container.name}`,
    container,
  }));
}

const envValue = (container: Container, name: string) =>
  container.env?.find((variable) => variable.name === name)?.value;

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

  it('the base kustomization lists every file in k8s/base, and each file it lists exists', () => {
    const kustomization = parseFile(join(BASE_DIR, 'kustomization.yaml')).documents[0] as {
      resources?: string[];
    };
    const listed = kustomization.resources ?? [];
    const present = readdirSync(BASE_DIR).filter((entry) => !isKustomization(entry));
    const problems = [
      ...present
        .filter((entry) => !listed.includes(entry))
        .map((entry) => `k8s/base/${entry} is not listed in k8s/base/kustomization.yaml resources`),
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
    const problems = deployments.flatMap(containersOf).flatMap(({ label, container }) =>
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
        return containersOf(deployment).flatMap(({ label, container }) => {
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
        return containersOf(deployment).flatMap(({ label, container }) => {
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
});
