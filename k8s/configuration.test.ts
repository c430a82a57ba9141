import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { environmentSchema } from '@sampleteca/config';
import {
  BASE_DIR,
  CONFIG_NAME,
  SECRET_NAME,
  baseManifests,
  containersOf,
  mainContainersOf,
  ofKind,
  parseEnvFile,
  readKustomization,
  roleOf,
  serviceOf,
  where,
  type Container,
  type LabelledContainer,
  type Located,
  type Workload,
} from './support/manifests';

// The variables the pods get, held against the code: every ConfigMap key is a setting the
// platform reads, no secret sits in a ConfigMap, and every variable production requires reaches
// each pod whose code asks for it.

const deployments = ofKind<Workload>('Deployment');
const jobs = ofKind<Workload>('Job');
const configMap = baseManifests.find(
  ({ manifest }) => manifest.kind === 'ConfigMap' && manifest.metadata?.name === CONFIG_NAME,
);
const secret = baseManifests.find(
  ({ manifest }) => manifest.kind === 'Secret' && manifest.metadata?.name === SECRET_NAME,
);
const configKeys = Object.keys(configMap?.manifest.data ?? {});
const secretKeys = Object.keys(secret?.manifest.stringData ?? secret?.manifest.data ?? {});

/** Every variable libs/config reads (its schema, every default applied). */
const platformVariables = new Set(Object.keys(environmentSchema.parse({})));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'dist' || entry === 'node_modules' ? [] : sourceFiles(path);
    // A unit test beside its rule (*.test.ts) is left out of the build: it requires nothing of a Deployment.
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}
const sources = ['libs', 'services'].flatMap((root) =>
  readdirSync(root)
    .map((name) => join(root, name, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(sourceFiles)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') })),
);

type Requirement = {
  variable: string;
  because: string;
  applies: (workload: Located<Workload>) => boolean;
  /** A lib's requirement this test does not know how to place on Deployments yet. */
  unplaced?: true;
};
const SCHEMA_FILE = 'libs/config/src/schema.ts';

/**
 * What production refuses to start without, read from the code: the configuration schema's own
 * refusals (every process, the migrate Job included), then each `'<VARIABLE>: obrigatório em
 * produção` a service or lib throws, for the Deployments that run that code.
 */
/** Classes a service module provides in the worker role only. */
const workerOnlyProviders = new Set(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/ROLES\.includes\('worker'\)\s*\?\s*\[([^\]]*)\]/g)].flatMap(([, list]) =>
      list.split(',').map((name) => name.trim()),
    ),
  ),
);
const exportsWorkerOnlyProvider = (text: string) =>
  [...text.matchAll(/export class (\w+)/g)].some(([, name]) => workerOnlyProviders.has(name));

function productionRequirements(): Requirement[] {
  const parsed = environmentSchema.safeParse({ NODE_ENV: 'production' });
  const fromSchema = (parsed.success ? [] : parsed.error.issues).map((issue): Requirement => ({
    variable: String(issue.path[0]),
    because: SCHEMA_FILE,
    applies: () => true,
  }));
  const fromCode = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/'([A-Z][A-Z0-9_]+): obrigatório em produção/g)].map(([, variable]): Requirement => {
      const because = relative(process.cwd(), file);
      const service = /^services\/([a-z]+)\/src\//.exec(because)?.[1];
      // A job processor is only part of the worker role (JobsRuntime starts none elsewhere), and so
      // is a class a service module provides only then (`ROLES.includes('worker') ? [A, B] : []`).
      const workerOnly = text.includes('@JobProcessor(') || exportsWorkerOnlyProvider(text);
      if (service) {
        return {
          variable,
          because,
          applies: (workload) => serviceOf(workload) === service && (!workerOnly || roleOf(workload) === 'worker'),
        };
      }
      if (because === 'libs/config/src/shared-secret.ts') {
        // The shared link secret: every service whose module provides it.
        const users = new Set(
          sources
            .filter((source) => source.text.includes('urlSecretProvider') && source.file.startsWith('services/'))
            .map((source) => source.file.split('/')[1]),
        );
        return { variable, because, applies: (workload) => users.has(serviceOf(workload) ?? '') };
      }
      return { variable, because, applies: () => false, unplaced: true };
    }),
  );
  return [...fromSchema, ...fromCode];
}

/** Whether the container gets a non-empty value for `variable` from the manifests. */
function provides(container: Container, variable: string): boolean {
  const direct = container.env?.find((entry) => entry.name === variable);
  if (direct) {
    const secretRef = direct.valueFrom?.secretKeyRef;
    const configRef = direct.valueFrom?.configMapKeyRef;
    if (secretRef) return secretRef.name === SECRET_NAME && secretKeys.includes(secretRef.key);
    if (configRef) return configRef.name === CONFIG_NAME && Boolean(configMap?.manifest.data?.[configRef.key]);
    return Boolean(direct.value);
  }
  return (container.envFrom ?? []).some(
    (source) => source.configMapRef?.name === CONFIG_NAME && Boolean(configMap?.manifest.data?.[variable]),
  );
}

const processContainers = (workload: Located<Workload>): LabelledContainer[] => containersOf(workload);

describe('k8s configuration', () => {
  it('finds the ConfigMap, the Secret and the code it checks them against', () => {
    expect(configKeys.length).toBeGreaterThan(10);
    expect(secretKeys).toContain('DATABASE_URL');
    expect(platformVariables.has('DATABASE_URL')).toBe(true);
  });

  it('every ConfigMap key is a variable the platform reads (libs/config schema)', () => {
    const problems = configKeys
      .filter((key) => !platformVariables.has(key))
      .map((key) => `ConfigMap ${CONFIG_NAME} sets ${key}, which libs/config does not read`);
    expect(problems).toEqual([]);
  });

  it('every variable a container sets or reads is one the platform reads', () => {
    const problems = [...deployments, ...jobs]
      .flatMap(processContainers)
      .flatMap(({ label, container }) =>
        (container.env ?? [])
          .filter((variable) => !platformVariables.has(variable.name))
          .map((variable) => `${label} sets ${variable.name}, which libs/config does not read`),
      );
    expect(problems).toEqual([]);
  });

  it('config.env holds plain values: no quotes, no comment after a value (kustomize keeps both)', () => {
    const generator = readKustomization(BASE_DIR).configMapGenerator ?? [];
    const problems = generator
      .flatMap((entry) => entry.envs ?? [])
      .flatMap((file) =>
        parseEnvFile(join(BASE_DIR, file)).flatMap(({ key, value, line }) => {
          const label = `k8s/base/${file}:${line} ${key}`;
          if (!/^[A-Z][A-Z0-9_]*$/.test(key)) return [`${label} is no variable name`];
          if (/\s#/.test(value)) return [`${label} has a comment after its value, which would become part of it`];
          if (/^["']/.test(value)) return [`${label} is quoted; kustomize would keep the quotes`];
          return [];
        }),
      );
    expect(problems).toEqual([]);
  });

  it('no secret sits in the ConfigMap', () => {
    const sensitive = /SECRET|TOKEN|PASSWORD|PRIVATE_KEY|ACCESS_KEY|^(DATABASE|RABBITMQ|REDIS|SMTP)_URL$/;
    const problems = configKeys
      .filter((key) => sensitive.test(key) || secretKeys.includes(key))
      .map((key) => `ConfigMap ${CONFIG_NAME} holds ${key}: it belongs in Secret ${SECRET_NAME}`);
    expect(problems).toEqual([]);
  });

  it('finds the requirements production states in the code', () => {
    const variables = productionRequirements().map(({ variable }) => variable);
    for (const variable of [
      'METRICS_TOKEN',
      'JWT_PRIVATE_KEY',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'ZAPSIGN_API_TOKEN',
      'ZAPSIGN_WEBHOOK_SECRET',
      'MEDIA_URL_SECRET',
    ]) {
      expect(variables).toContain(variable);
    }
    const unplaced = productionRequirements().filter((requirement) => requirement.unplaced);
    expect(
      unplaced.map(({ because, variable }) => `${because} requires ${variable}: teach this test who runs it`),
    ).toEqual([]);
  });

  it('every variable production requires reaches each container whose code asks for it', () => {
    const requirements = productionRequirements();
    const problems = [...deployments, ...jobs].flatMap((workload) =>
      requirements
        .filter((requirement) => requirement.applies(workload))
        .flatMap(({ variable, because }) =>
          // The schema's refusals hold in every process; the code's only where the platform runs.
          (because === SCHEMA_FILE ? processContainers(workload) : mainContainersOf(workload))
            .filter(({ container }) => !provides(container, variable))
            .map(({ label }) => `${label} does not get ${variable}, which production requires (${because})`),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('every platform container reaches PostgreSQL, RabbitMQ and Redis through the Secret (the defaults are 127.0.0.1)', () => {
    const problems = deployments
      .flatMap(mainContainersOf)
      .flatMap(({ label, container }) =>
        ['DATABASE_URL', 'RABBITMQ_URL', 'REDIS_URL']
          .filter(
            (variable) =>
              container.env?.find((entry) => entry.name === variable)?.valueFrom?.secretKeyRef?.name !== SECRET_NAME,
          )
          .map((variable) => `${label} does not read ${variable} from Secret ${SECRET_NAME}`),
      );
    expect(problems).toEqual([]);
  });

  it("every platform container reads the Sentinels' password from the Secret, as optional", () => {
    // Every role uses Redis (BullMQ, rate limits, revocations): all follow the Sentinels. Optional,
    // so that an install without Sentinels, whose Secret lacks the key, still starts.
    const problems = deployments.flatMap(mainContainersOf).flatMap(({ label, container }) => {
      const reference = container.env?.find((entry) => entry.name === 'REDIS_SENTINEL_PASSWORD')?.valueFrom
        ?.secretKeyRef;
      if (reference?.name !== SECRET_NAME || reference.key !== 'REDIS_SENTINEL_PASSWORD') {
        return [`${label} does not read REDIS_SENTINEL_PASSWORD from Secret ${SECRET_NAME}`];
      }
      return reference.optional === true ? [] : [`${label} requires REDIS_SENTINEL_PASSWORD (mark it optional)`];
    });
    expect(platformVariables.has('REDIS_SENTINELS')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('containers read Secret keys one by one, never the whole Secret', () => {
    const problems = [...deployments, ...jobs]
      .flatMap(processContainers)
      .filter(({ container }) => (container.envFrom ?? []).some((source) => source.secretRef))
      .map(({ label }) => `${label} reads a whole Secret (envFrom): list the keys it needs`);
    expect(problems).toEqual([]);
  });

  it('the migrate Job and the schema waits read only the secrets migrating needs', () => {
    const needed = ['DATABASE_URL', 'METRICS_TOKEN'];
    const schemaWaits = deployments.flatMap(containersOf).filter(({ init }) => init);
    const problems = [...jobs.flatMap(containersOf), ...schemaWaits].flatMap(({ label, container }) => {
      const read = (container.env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.key ?? []);
      return read
        .filter((key) => !needed.includes(key))
        .map((key) => `${label} reads ${key}, which migrating does not need`);
    });
    expect(schemaWaits.length).toBe(deployments.length);
    expect(problems).toEqual([]);
  });

  it('each pod role sets its own DATABASE_POOL_SIZE, the same within a role', () => {
    const byRole = new Map<string, Set<string>>();
    const problems = deployments.flatMap((deployment) =>
      mainContainersOf(deployment).flatMap(({ label, container }) => {
        const size = container.env?.find((variable) => variable.name === 'DATABASE_POOL_SIZE')?.value;
        if (!size || !/^[1-9]\d*$/.test(size)) return [`${label} sets no DATABASE_POOL_SIZE`];
        const role = roleOf(deployment) ?? '(no role)';
        byRole.set(role, (byRole.get(role) ?? new Set()).add(size));
        return [];
      }),
    );
    for (const [role, sizes] of byRole) {
      if (sizes.size > 1)
        problems.push(`the ${role} Deployments disagree on DATABASE_POOL_SIZE: ${[...sizes].join(', ')}`);
    }
    expect(configKeys).not.toContain('DATABASE_POOL_SIZE');
    expect(problems).toEqual([]);
  });

  it('every requirement found in the code applies to some Deployment (none is checked vacuously)', () => {
    const problems = productionRequirements()
      .filter((requirement) => !requirement.unplaced && !deployments.some(requirement.applies))
      .map(({ variable, because }) => `${variable} (${because}) applies to no Deployment`);
    expect(problems).toEqual([]);
    // SMTP_URL is the mail queue's: identity's workers only.
    const smtp = productionRequirements().find(({ variable }) => variable === 'SMTP_URL');
    expect(deployments.filter((deployment) => smtp?.applies(deployment)).map(where)).toEqual([
      expect.stringContaining('identity-worker'),
    ]);
  });
});
