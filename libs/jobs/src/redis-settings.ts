import type { Redis } from 'ioredis';

/** A line of Redis's INFO answer (`name:value`). */
const infoField = (info: string, name: string): string | undefined =>
  new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();

/**
 * What BullMQ needs of a production Redis and this one lacks, in Portuguese for the start-up
 * log: jobs kept across a restart (append-only file) and never evicted when memory fills.
 * Read from INFO, which managed Redis services answer even where CONFIG GET is disabled.
 */
export async function missingRedisSettings(redis: Redis): Promise<string[]> {
  const [persistence, memory] = await Promise.all([redis.info('persistence'), redis.info('memory')]);
  const missing: string[] = [];
  if (infoField(persistence, 'aof_enabled') !== '1') {
    missing.push('appendonly yes (sem ele, um Redis reiniciado perde os jobs na fila)');
  }
  const policy = infoField(memory, 'maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction') {
    missing.push(`maxmemory-policy noeviction (está ${policy}: com a memória cheia o Redis apagaria jobs)`);
  }
  return missing;
}
