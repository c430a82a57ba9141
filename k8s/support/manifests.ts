import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

// What the k8s tests read: the base's files as written (every machine), the ConfigMaps its
// generators make, and, where kubectl or kustomize is installed, what kustomize renders.

export const K8S_DIR = resolve(process.cwd(), 'k8s');
export const BASE_DIR = join(K8S_DIR, 'base');
export const PRODUCTION_DIR = join(K8S_DIR, 'overlays', 'production');
/** Prometheus Operator and Grafana objects, applied next to the base (k8s/monitoring/kustomization.yaml). */
export const MONITORING_DIR = join(K8S_DIR, 'monitoring');
/** KEDA objects (worker autoscaling on queue depth), applied next to the base (k8s/autoscaling-keda/kustomization.yaml). */
export const AUTOSCALING_DIR = join(K8S_DIR, 'autoscaling-keda');
export const ROLES = ['api', 'worker'] as const;
export const SECRET_NAME = 'sampleteca-secrets';
export const CONFIG_NAME = 'sampleteca-config';

export type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
  };
};
export type EnvFrom = { configMapRef?: { name: string }; secretRef?: { name: string } };
export type Probe = { httpGet?: { path?: string; port?: number | string } };
export type SecurityContext = {
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
  runAsNonRoot?: boolean;
  seccompProfile?: { type?: string };
};
export type Container = {
  name: string;
  image?: string;
  args?: string[];
  command?: string[];
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds?: number } } };
  securityContext?: SecurityContext;
};
export type LabelSelector = { matchLabels?: Record<string, string> };
export type PodTemplate = {
  metadata?: { labels?: Record<string, string> };
  spec: {
    containers: Container[];
    initContainers?: Container[];
    terminationGracePeriodSeconds?: number;
    securityContext?: SecurityContext;
    topologySpreadConstraints?: {
      maxSkew?: number;
      topologyKey?: string;
      whenUnsatisfiable?: string;
      labelSelector?: LabelSelector;
    }[];
  };
};
export type Manifest = {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
};
export type Located<T> = { file: string; manifest: T };
export type Workload = Manifest & {
  kind: 'Deployment' | 'Job';
  metadata: { name: string };
  spec: { replicas?: number; selector?: LabelSelector; template: PodTemplate };
};
export type Kustomization = {
  resources?: string[];
  configMapGenerator?: { name: string; envs?: string[]; literals?: string[]; behavior?: string }[];
};

export const show = (file: string) => relative(process.cwd(), file);

export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return yamlFilesUnder(path);
      return /\.ya?ml$/.test(entry) ? [path] : [];
    })
    .sort();
}

export function parseYaml(text: string, label: string): { errors: string[]; documents: unknown[] } {
  const errors: string[] = [];
  const documents: unknown[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) {
      errors.push(...document.errors.map((error) => `${label}: ${error.message}`));
      continue;
    }
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) documents.push(value);
  }
  return { errors, documents };
}

export const parseFile = (file: string) => parseYaml(readFileSync(file, 'utf8'), show(file));
export const isKustomization = (file: string) => /(^|\/)kustomization\.ya?ml$/.test(file);
export const readKustomization = (dir: string) =>
  parseFile(join(dir, 'kustomization.yaml')).documents[0] as Kustomization;

/** A kustomize env file's entries, read as kustomize does: `KEY=VALUE`, the value verbatim. */
export function parseEnvFile(file: string): { key: string; value: string; line: number }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.trimStart().startsWith('#'))
    .map(({ text, line }) => {
      const equals = text.indexOf('=');
      return { key: text.slice(0, equals), value: text.slice(equals + 1), line };
    });
}

/** The ConfigMaps the base's configMapGenerator makes, under their names before the hash. */
function generatedConfigMaps(): Located<Manifest>[] {
  const kustomization = readKustomization(BASE_DIR);
  return (kustomization.configMapGenerator ?? []).map((generator) => {
    const data: Record<string, string> = {};
    for (const envFile of generator.envs ?? []) {
      for (const { key, value } of parseEnvFile(join(BASE_DIR, envFile))) data[key] = value;
    }
    for (const literal of generator.literals ?? []) {
      const equals = literal.indexOf('=');
      data[literal.slice(0, equals)] = literal.slice(equals + 1);
    }
    return {
      file: join(BASE_DIR, 'kustomization.yaml'),
      manifest: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data },
    };
  });
}

/** Every object the base declares (files and generators), with the file it comes from. */
export const baseManifests: Located<Manifest>[] = [
  ...yamlFilesUnder(BASE_DIR)
    .filter((file) => !isKustomization(file))
    .flatMap((file) => parseFile(file).documents.map((manifest) => ({ file, manifest: manifest as Manifest }))),
  ...generatedConfigMaps(),
];

export const ofKind = <T extends Manifest>(kind: string, from: Located<Manifest>[] = baseManifests) =>
  from.filter(({ manifest }) => manifest.kind === kind) as Located<T>[];

export const where = ({ file, manifest }: Located<Manifest>) =>
  `${manifest.kind} ${manifest.metadata?.name ?? '(unnamed)'} (${show(file)})`;

export type LabelledContainer = { label: string; container: Container; init: boolean };

export function containersOf(workload: Located<Workload>): LabelledContainer[] {
  const spec = workload.manifest.spec.template.spec;
  return [
    ...(spec.initContainers ?? []).map((container) => ({ container, init: true })),
    ...spec.containers.map((container) => ({ container, init: false })),
  ].map(({ container, init }) => ({
    label: `${where(workload)} ${init ? 'init container' : 'container'} ${container.name}`,
    container,
    init,
  }));
}

/** The platform containers of a workload: what runs SERVICES with ROLES (not the schema wait). */
export const mainContainersOf = (workload: Located<Workload>) => containersOf(workload).filter(({ init }) => !init);

export const envValue = (container: Container, name: string) =>
  container.env?.find((variable) => variable.name === name)?.value;

export const secretKeyOf = (container: Container, name: string) =>
  container.env?.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef;

export const roleOf = (workload: Located<Workload>) =>
  envValue(workload.manifest.spec.template.spec.containers[0], 'ROLES');

export const serviceOf = (workload: Located<Workload>) =>
  envValue(workload.manifest.spec.template.spec.containers[0], 'SERVICES');

/** Whether `selector` picks exactly the pods of `workload` (its own selector, label for label). */
export function selectsPodsOf(selector: LabelSelector | undefined, workload: Located<Workload>): boolean {
  const wanted = selector?.matchLabels ?? {};
  const own = workload.manifest.spec.selector?.matchLabels ?? {};
  const podLabels = workload.manifest.spec.template.metadata?.labels ?? {};
  return (
    Object.keys(wanted).length > 0 &&
    Object.entries(wanted).every(([label, value]) => podLabels[label] === value) &&
    Object.entries(own).every(([label, value]) => wanted[label] === value)
  );
}

/** kubectl's built-in kustomize, or a kustomize binary; undefined when neither is installed. */
/**
 * Renders a kustomization with whichever renderer this machine has; without one it fails saying
 * so, rather than letting a test pass unchecked.
 */
export function render(dir: string): string {
  const renderer = findRenderer();
  if (!renderer) throw new Error('instale kubectl (kustomize embutido) ou kustomize para renderizar k8s/');
  return renderer(dir);
}

export function findRenderer(): ((dir: string) => string) | undefined {
  const candidates: [string, string[]][] = [
    ['kubectl', ['kustomize']],
    ['kustomize', ['build']],
  ];
  for (const [command, args] of candidates) {
    const probe = spawnSync(command, [...args, '--help'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) continue;
    return (dir: string) => {
      const result = spawnSync(command, [...args, dir], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} ${show(dir)}: ${result.stderr}`);
      return result.stdout;
    };
  }
  return undefined;
}

export function renderedManifests(render: (dir: string) => string, dir: string): Located<Manifest>[] {
  const { errors, documents } = parseYaml(render(dir), `render of ${show(dir)}`);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return documents.map((manifest) => ({ file: join(dir, '(rendered)'), manifest: manifest as Manifest }));
}

/** The platform's TypeScript sources: every libs/<name>/src and services/<name>/src (no tests, no builds). */
export function platformSources(): { file: string; text: string }[] {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'dist' || entry === 'node_modules' ? [] : sourceFiles(path);
      return /(?<!\.d|\.test|\.spec)\.ts$/.test(path) ? [path] : [];
    });
  return ['libs', 'services'].flatMap((root) =>
    readdirSync(resolve(process.cwd(), root))
      .map((name) => resolve(process.cwd(), root, name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      .flatMap(sourceFiles)
      .map((file) => ({ file, text: readFileSync(file, 'utf8') })),
  );
}
