export interface QueueCounts {
  id: string;
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completedLastHour: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  maxAttempts: number;
  createdAt: string;
  failedAt: string | null;
  payload: unknown;
  stacktrace: string[];
}

export interface DeadLetter {
  id: string;
  type: string;
  producer: string | null;
  occurredAt: string | null;
  correlationId: string | null;
  payload: unknown;
  attempts: number;
  lastError: string;
  deadLetteredAt: string | null;
  headers: Record<string, string>;
  copies: number;
}

export interface OutboxBacklog {
  id: string;
  pending: number;
  oldestCreatedAt: string | null;
  oldestAgeSeconds: number | null;
}
