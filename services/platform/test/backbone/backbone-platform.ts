import { Client } from 'pg';
import { RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, type TestEnvironment } from '@sampleteca/testing';
import { backboneServices, TEST_TABLES_SQL } from './backbone-services';

export type BackboneName = keyof typeof backboneServices;

/** A test environment of its own (`env` on top) and a direct connection to its database, with the test tables. */
export async function backboneEnvironment(
  env: Record<string, string> = {},
): Promise<{ environment: TestEnvironment; db: Client }> {
  const environment = await createTestEnvironment(env);
  const db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  await db.query(TEST_TABLES_SQL);
  return { environment, db };
}

/** The backbone services named, run on `env`; resolves once they consume. */
export async function runBackbone(names: BackboneName[], env: Record<string, string>): Promise<RunningPlatform> {
  const platform = await runPlatform(
    names.map((name) => backboneServices[name]),
    { ...process.env, ...env },
  );
  await platform.app.get(RabbitEventsServer).whenReady();
  return platform;
}

export type BackbonePlatform = {
  environment: TestEnvironment;
  platform: RunningPlatform;
  db: Client;
  stop: () => Promise<void>;
};

/** The backbone services named, on an environment of their own (backboneEnvironment), consuming. */
export async function backbonePlatform(
  names: BackboneName[],
  env: Record<string, string> = {},
): Promise<BackbonePlatform> {
  const { environment, db } = await backboneEnvironment(env);
  const platform = await runBackbone(names, environment.env);
  return {
    environment,
    platform,
    db,
    stop: async () => {
      await platform.close();
      await db.end();
      await environment.cleanup();
    },
  };
}
