import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '@sampleteca/observability';

/** What travels on the bus: the payload types live in @sampleteca/contracts. */
export interface EventEnvelope<TData = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  producer: string;
  correlationId?: string;
  data: TData;
}

export function createEnvelope<TData>(
  producer: string,
  type: string,
  data: TData,
  options: { version?: number; id?: string } = {},
): EventEnvelope<TData> {
  return {
    id: options.id ?? randomUUID(),
    type,
    version: options.version ?? 1,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: currentCorrelationId(),
    data,
  };
}

export function isEnvelope(value: unknown): value is EventEnvelope {
  const candidate = value as Partial<EventEnvelope> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.producer === 'string' &&
    'data' in candidate
  );
}
