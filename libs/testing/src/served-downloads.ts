import type { Client } from 'pg';
import { expect } from '@jest/globals';
import { eventually } from './eventually';

/**
 * Waits until every download media counted as served (media.download.served in its outbox) has
 * been applied by the catalogue — of one sound, `served` of them, when given. Past that point a
 * download that was not counted never will be: what "nothing more is counted" is checked after.
 */
export async function servedDownloadsApplied(
  db: Client,
  of: { soundId?: string; served?: number } = {},
): Promise<void> {
  await eventually(async () => {
    const { rows } = await db.query<{ served: number; unapplied: number }>(
      `SELECT count(*)::int AS served,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM catalogue.inbox_events i WHERE i.event_id = o.id))::int
                AS unapplied
         FROM media.outbox_events o
        WHERE o.type = 'media.download.served' AND ($1::text IS NULL OR o.envelope->'data'->>'soundId' = $1)`,
      [of.soundId ?? null],
    );
    expect(rows[0]).toEqual({ served: of.served ?? rows[0].served, unapplied: 0 });
  }, 10_000);
}
