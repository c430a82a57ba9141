import type { Config } from '@sampleteca/config';
import type { DataSourceOptions, MixedList } from 'typeorm';

export type ServiceDatabase = {
  /** Service name; also the DataSource name and the Postgres schema. */
  name: string;
  entities?: MixedList<Function>;
  migrations: MixedList<Function>;
};

export type PostgresOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/** Each service owns one schema, with its own migrations table; synchronize stays off. */
export function dataSourceOptions(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
  database: ServiceDatabase,
): PostgresOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    schema: database.name,
    entities: database.entities ?? [],
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: `sampleteca-${database.name}`,
    // The platform's statements are short, but a plan costed over a million rows' estimate
    // crosses jit_above_cost and spends 10–30 ms compiling to save nothing (measured on the
    // catalogue's page queries). Behind PgBouncer: ignore_startup_parameters = options, and set
    // both on the role instead.
    // random_page_cost 1.1 (SSD, the working set in memory; PostgreSQL's 4 is for spinning disks):
    // with 4, a search inside filters at ten million sounds read every match of the word through a
    // bitmap (100 ms) where walking the filter's index newest first takes 4–6 (bench/catalogue).
    extra: { options: '-c jit=off -c random_page_cost=1.1' },
  };
}
