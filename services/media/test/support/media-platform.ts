import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { mediaService } from '@sampleteca/media';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import {
  createTestEnvironment,
  freePort,
  startTokenIssuer,
  type TestEnvironment,
  type TokenIssuer,
} from '@sampleteca/testing';

/**
 * Media alone on the real runtime for one test file: its own token issuer (as identity would sign),
 * database, broker names and a fresh local storage folder; `stop` takes all of it down again.
 */
export class MediaPlatform {
  environment: TestEnvironment;
  platform: RunningPlatform;
  identity: TokenIssuer;
  db: Client;
  /** Where the local storage keeps the files. */
  mediaDir: string;
  private redis?: Redis;
  private readonly queues: Queue[] = [];
  private readonly others: RunningPlatform[] = [];

  /** `folder`: the storage folder's name prefix; `env`: the file's own settings (ROLES among them). */
  async start(folder: string, env: Record<string, string>): Promise<void> {
    this.mediaDir = await mkdtemp(join(tmpdir(), folder));
    this.identity = await startTokenIssuer();
    this.environment = await createTestEnvironment({
      SERVICES: 'media',
      JWKS_URL: this.identity.jwksUrl,
      MEDIA_LOCAL_DIR: this.mediaDir,
      ...env,
    });
    this.platform = await runPlatform([mediaService], { ...process.env, ...this.environment.env });
    this.db = new Client({ connectionString: this.environment.databaseUrl });
    await this.db.connect();
  }

  /**
   * Another media process on the same database, broker and Redis prefix (a port of its own, no
   * migrations), as a second pod runs it. Closed by `stop`, not before: Passport's strategies are
   * process-wide, so the instance started last checks every instance's tokens.
   */
  async startAnother(): Promise<RunningPlatform> {
    const another = await runPlatform([mediaService], {
      ...process.env,
      ...this.environment.env,
      PORT: String(await freePort()),
      MIGRATIONS_RUN: 'false',
    });
    this.others.push(another);
    return another;
  }

  /** The process stopped and started again on the same settings (what it keeps on disk stays); closed by `stop`. */
  async restart(): Promise<RunningPlatform> {
    await this.platform.close();
    this.platform = await runPlatform([mediaService], { ...process.env, ...this.environment.env });
    return this.platform;
  }

  /** One of media's BullMQ queues, to look at or drive its jobs from the test; closed by `stop`. */
  queue(name: string): Queue {
    this.redis ??= new Redis(this.environment.env.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(name, { connection: this.redis, prefix: this.environment.env.REDIS_PREFIX });
    this.queues.push(queue);
    return queue;
  }

  async stop(): Promise<void> {
    for (const queue of this.queues) await queue.close();
    this.redis?.disconnect();
    await this.db?.end();
    for (const other of this.others) await other.close();
    await this.platform?.close();
    await this.identity?.close();
    await this.environment?.cleanup();
    if (this.mediaDir) await rm(this.mediaDir, { recursive: true, force: true });
  }
}
