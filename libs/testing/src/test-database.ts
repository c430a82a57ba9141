import type { DataSource } from 'typeorm';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

export type TestDatabase = {
  environment: TestEnvironment;
  /** A plain pool on the file's own migrated database: SQL and providers tested without a platform. */
  dataSource: DataSource;
  /** Closes the pool, then drops what the environment made (`queues`: extra ones it should delete). */
  close: (options?: { queues?: string[] }) => Promise<void>;
};

/** A test environment and a TypeORM DataSource on its database. TypeORM loads only when asked for. */
export async function openTestDatabase(poolSize = 2): Promise<TestDatabase> {
  const environment = await createTestEnvironment();
  const { DataSource } = await import('typeorm');
  const dataSource = new DataSource({ type: 'postgres', url: environment.databaseUrl, poolSize });
  await dataSource.initialize();
  return {
    environment,
    dataSource,
    close: async (options) => {
      await dataSource.destroy();
      await environment.cleanup(options);
    },
  };
}
