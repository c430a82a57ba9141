export type EventOutcome = 'handled' | 'duplicate' | 'retried' | 'dead_lettered';

/**
 * How many events of `type` a consumer ended with `outcome`, as a running platform's /api/metrics
 * counts them (events_handled_total). An event counts once its handler returned, work after the
 * commit included: a test waits on it to know a handler is done, never on time.
 */
export async function eventsHandled(
  baseUrl: string,
  of: { consumer: string; type: string; outcome: EventOutcome },
): Promise<number> {
  const metrics = await (await fetch(`${baseUrl}/api/metrics`)).text();
  let total = 0;
  for (const [, labels, value] of metrics.matchAll(/^events_handled_total\{([^}]*)\} (\d+)$/gm)) {
    const set = new Set(labels.split(','));
    if (set.has(`consumer="${of.consumer}"`) && set.has(`type="${of.type}"`) && set.has(`outcome="${of.outcome}"`))
      total += Number(value);
  }
  return total;
}

/** A metric's value in a running platform's /api/metrics (summed over series with these labels). */
export async function metricValue(baseUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metrics = await (await fetch(`${baseUrl}/api/metrics`)).text();
  let total = 0;
  for (const [, inside = '', value] of metrics.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))) {
    const set = new Set(inside.split(','));
    if (Object.entries(labels).every(([label, wanted]) => set.has(`${label}="${wanted}"`))) total += Number(value);
  }
  return total;
}
