import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<void>;
export type ReadinessReport = {
  status: 'ok' | 'unavailable';
  checks: Record<string, { status: 'up' | 'down'; error?: string }>;
};

const CHECK_TIMEOUT_MS = 3000;

/** Dependencies (PostgreSQL, RabbitMQ, Redis) register a probe here; /api/ready runs them all. */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, { status: 'up' as const }] as const;
        } catch (error) {
          return [name, { status: 'down' as const, error: (error as Error).message }] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const allUp = entries.every(([, result]) => result.status === 'up');
    return { status: allUp ? 'ok' : 'unavailable', checks };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
