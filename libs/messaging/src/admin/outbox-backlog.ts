import type { DataSource } from 'typeorm';

/** Events written but not yet published by a service's relay, and how long the oldest has waited. */
export type OutboxBacklog = {
  pending: number;
  oldestCreatedAt: string | null;
  oldestAgeSeconds: number | null;
};

export async function readOutboxBacklog(dataSource: DataSource, schema: string): Promise<OutboxBacklog> {
  // The partial index on unpublished rows keeps this cheap however long the outbox grows.
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS pending, min("created_at") AS oldest,
            floor(extract(epoch FROM now() - min("created_at")))::int AS age
       FROM "${schema}"."outbox_events" WHERE "published_at" IS NULL`,
  );
  const { pending, oldest, age } = row as { pending: number; oldest: Date | null; age: number | null };
  return { pending, oldestCreatedAt: oldest ? new Date(oldest).toISOString() : null, oldestAgeSeconds: age };
}
