import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; libraries add their metrics to it. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration in seconds',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: 'events_published_total',
  help: 'Events the outbox relay published with a broker confirm',
  labelNames: ['producer', 'type'] as const,
  registers: [metricsRegistry],
});

export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Events handled by consumers, by outcome (handled, duplicate, retried, dead_lettered)',
  labelNames: ['consumer', 'type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const outboxPending = new Gauge({
  name: 'outbox_pending_events',
  help: 'Events written to an outbox and not yet published',
  labelNames: ['producer'] as const,
  registers: [metricsRegistry],
});
