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

// The outbox figures are cluster-wide: one process per producer reports them (its relay).
export const outboxPending = new Gauge({
  name: 'outbox_pending_events',
  help: 'Events written to an outbox and not yet published, reported by one process per producer',
  labelNames: ['producer'] as const,
  registers: [metricsRegistry],
});

export const outboxOldestAge = new Gauge({
  name: 'outbox_oldest_pending_age_seconds',
  help: 'How long the oldest unpublished event of an outbox has waited (0 when none waits)',
  labelNames: ['producer'] as const,
  registers: [metricsRegistry],
});

export const eventHandlingDuration = new Histogram({
  name: 'event_handling_duration_seconds',
  help: 'Time a consumer took to handle an event, whatever the outcome',
  labelNames: ['consumer', 'type'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

// What one person can make a process hold (#43): an operator sees the bounds approached.
export const liveStreamsOpen = new Gauge({
  name: 'live_streams_open',
  help: 'Server-sent event streams this process holds open, by stream',
  labelNames: ['stream'] as const,
  registers: [metricsRegistry],
});

export const soundSearches = new Gauge({
  name: 'sound_searches',
  help: 'Searches with a sound this process holds, by state (receiving, waiting, describing)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
