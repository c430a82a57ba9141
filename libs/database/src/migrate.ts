import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { Config } from '@sampleteca/config';
import { dataSourceOptions, type ServiceDatabase } from './data-source-options';

/** Creates the database named in the URL when it does not exist (first start on a machine). */
export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    // Two processes starting together may race to create it; the loser finds it there.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** Runs one service's pending migrations in its own schema; returns the names applied. */
export async function migrateService(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
  database: ServiceDatabase,
): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(config, database), poolSize: 1 });
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${database.name}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

export async function migrateServices(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
  databases: ServiceDatabase[],
): Promise<Record<string, string[]>> {
  await ensureDatabaseExists(config.DATABASE_URL);
  const applied: Record<string, string[]> = {};
  for (const database of databases) applied[database.name] = await migrateService(config, database);
  return applied;
}
