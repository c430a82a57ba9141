import { Gauge } from 'prom-client';
import type { ClusterLeases } from '@sampleteca/jobs';
import { metricsRegistry } from '@sampleteca/observability';
import type { RabbitEventsServer } from './rabbit-events.server';

type Source = { server: RabbitEventsServer; leases: ClusterLeases };
const sources = new Set<Source>();

// Read from the broker at each scrape, by the one process holding the consumer's lease: a dead
// letter is cluster-wide, so every pod reporting it would multiply it on a dashboard.
new Gauge({
  name: 'dead_letter_events',
  help: 'Events a consumer gave up on, waiting in its dead-letter queue',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { server, leases } of sources) {
      // The broker away: no figure rather than a wrong one (readiness reports the outage).
      const depths = await server.deadLetterDepths((consumer) => leases.holds(`service:${consumer}`)).catch(() => []);
      for (const [consumer, count] of depths) this.set({ consumer }, count);
    }
  },
});

/** Reports `server`'s dead letters while the process runs; returns the way to stop. */
export function reportDeadLetters(server: RabbitEventsServer, leases: ClusterLeases): () => void {
  const source = { server, leases };
  sources.add(source);
  return () => sources.delete(source);
}
