import { Logger } from '@nestjs/common';
import type { Client } from 'pg';
import type { RunningPlatform } from '@sampleteca/runtime';
import { freePort, TcpProxy, type TestEnvironment } from '@sampleteca/testing';
import { backboneEnvironment, runBackbone, type BackboneName } from './backbone-platform';

const DEFAULT_PORTS = { RABBITMQ_URL: 5672, DATABASE_URL: 5432 };

export type PlatformBehindProxy = {
  environment: TestEnvironment;
  platform: RunningPlatform;
  /** Cut and restore it to take the dependency away from the platform (the test still reaches it). */
  proxy: TcpProxy;
  /** A direct connection to the test's database, with the backbone's test tables. */
  db: Client;
  stop: () => Promise<void>;
};

/**
 * The fault suite's platform: the backbone services named, whose connection to one dependency
 * (RabbitMQ or PostgreSQL) goes through a TCP proxy the test cuts, as a restart looks to a client.
 */
export async function platformBehindProxy(
  dependency: 'RABBITMQ_URL' | 'DATABASE_URL',
  names: BackboneName[],
  env: Record<string, string> = {},
): Promise<PlatformBehindProxy> {
  const { environment, db } = await backboneEnvironment(env);
  const target = new URL(dependency === 'DATABASE_URL' ? environment.databaseUrl : environment.env.RABBITMQ_URL);
  const proxy = new TcpProxy(
    { host: target.hostname, port: Number(target.port || DEFAULT_PORTS[dependency]) },
    await freePort(),
  );
  await proxy.start();
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  const platform = await runBackbone(names, { ...environment.env, [dependency]: target.toString() });
  return {
    environment,
    platform,
    proxy,
    db,
    stop: async () => {
      await proxy.restore().catch(() => undefined);
      await platform.close();
      await proxy.stop();
      await db.end();
      await environment.cleanup();
    },
  };
}

/** What the fault suite measured (the time to recover), for whoever reads the run. */
export const faultReport = new Logger('FaultSuite');
