import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';

export type ReadinessCheck = () => Promise<void>;
export type CheckResult = {
  status: 'up' | 'down';
  error?: string;
  /** Present (false) only on a check this process's roles can do without: reported, never decisive. */
  required?: false;
};
export type ReadinessReport = {
  status: 'ok' | 'unavailable';
  checks: Record<string, CheckResult>;
};
export type LivenessReport = ReadinessReport;

type Role = Config['ROLES'][number];

/**
 * What each role cannot work without, by the dependency a check is named after (the part of its
 * name before ':', e.g. `postgres:media`). An api process keeps answering while RabbitMQ is away
 * (its events wait in the outbox), so RabbitMQ must not take api pods out of their Service; it
 * needs PostgreSQL, and Redis for every signed-in request (revoked sessions). A worker needs all
 * three: its consumers read RabbitMQ, its BullMQ workers Redis. A process with both roles (npm
 * start) needs the union. A check named after a dependency missing here counts for every role.
 */
export const ROLE_DEPENDENCIES: Record<Role, readonly string[]> = {
  api: ['postgres', 'redis'],
  worker: ['postgres', 'rabbitmq', 'redis'],
};

const KNOWN_DEPENDENCIES = new Set(Object.values(ROLE_DEPENDENCIES).flat());
const CHECK_TIMEOUT_MS = 3000;

/**
 * The process's probes. Readiness (/api/ready): dependencies (PostgreSQL, RabbitMQ, Redis)
 * register a check; all run and are reported, and those this process's ROLES need decide.
 * Liveness (/api/health): parts that only a restart can mend (a job worker or event consumer
 * that stopped for good) register a check; none registered means alive.
 */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly livenessChecks = new Map<string, ReadinessCheck>();
  private readonly roles: readonly Role[];

  constructor(@Inject(CONFIG) config: Pick<Config, 'ROLES'>) {
    this.roles = config.ROLES;
  }

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** A check /api/health fails on. Never a shared dependency: restarting a pod does not bring Redis back. */
  registerLiveness(name: string, check: ReadinessCheck): void {
    this.livenessChecks.set(name, check);
  }

  /** Whether a check named `name` can take this process out of service. */
  isRequired(name: string): boolean {
    const dependency = name.split(':')[0];
    if (!KNOWN_DEPENDENCIES.has(dependency)) return true;
    return this.roles.some((role) => ROLE_DEPENDENCIES[role].includes(dependency));
  }

  report(): Promise<ReadinessReport> {
    return runChecks(this.checks, (name) => this.isRequired(name));
  }

  liveness(): Promise<LivenessReport> {
    return runChecks(this.livenessChecks, () => true);
  }
}

async function runChecks(
  checks: Map<string, ReadinessCheck>,
  isRequired: (name: string) => boolean,
): Promise<ReadinessReport> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
      const optional = isRequired(name) ? {} : { required: false as const };
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, { status: 'up', ...optional }];
      } catch (error) {
        return [name, { status: 'down', error: (error as Error).message, ...optional }];
      }
    }),
  );
  const decisive = entries.filter(([, result]) => result.required !== false);
  const allUp = decisive.every(([, result]) => result.status === 'up');
  return { status: allUp ? 'ok' : 'unavailable', checks: Object.fromEntries(entries) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
