import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'x-correlation-id';

type CorrelationStore = { correlationId: string };
const storage = new AsyncLocalStorage<CorrelationStore>();

/**
 * The correlation id of the request, event or job being handled. It follows work across
 * processes: the outbox copies it into events and the job helpers into job data.
 */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

export function withCorrelationId<T>(correlationId: string | undefined, work: () => T): T {
  return storage.run({ correlationId: correlationId || randomUUID() }, work);
}

/** Accepts a caller's id only when it looks like one, so logs cannot be stuffed through it. */
export function sanitizeCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value) ? value : undefined;
}
