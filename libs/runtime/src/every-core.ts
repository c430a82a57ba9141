import cluster, { type Worker } from 'node:cluster';
import { ConfigError, loadConfig, type Config } from '@sampleteca/config';
import { migrateServices } from '@sampleteca/database';
import type { ClockAdvance } from './clock';
import type { RunningPlatform } from './run-platform';
import type { ServiceDefinition } from './service-definition';
import { startSharedStandIns, type SharedStandIns } from './shared-standins';
import { platformBanner, runStandalone } from './standalone';

/** A process that dies this soon after it started listening is failing, not crashing once. */
const FLAPPING_MS = 10_000;

/**
 * `npm start`'s platform on every core: with PLATFORM_PROCESSES above 1, this process migrates
 * once and forks that many platforms, each with every role, sharing PORT through Node's cluster
 * module (the primary accepts connections and hands them round-robin). They are what several pods
 * are: events, jobs, outbox relays, rate limits, revocations and the catalogue's shared pages
 * already hold across processes (PostgreSQL, RabbitMQ and Redis coordinate them); the provider
 * stand-ins of a development platform run once, here (shared-standins.ts). `onStarted`
 * (the demo catalogue) runs in the first process only. With 1 this is `runStandalone`.
 */
export async function runOnEveryCore(
  services: ServiceDefinition[],
  onStarted: (platform: RunningPlatform) => unknown = () => undefined,
): Promise<void> {
  if (cluster.isWorker) {
    const platform = await runStandalone(services, {}, { quiet: true });
    if (platform && process.env.PLATFORM_PROCESS_INDEX === '0') await onStarted(platform);
    return;
  }
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (config.PLATFORM_PROCESSES === 1) {
    const platform = await runStandalone(services);
    if (platform) await onStarted(platform);
    return;
  }
  const selected = services.filter((service) => config.SERVICES.includes(service.name));
  try {
    if (config.MIGRATIONS_RUN)
      await migrateServices(
        config,
        selected.map((service) => service.database),
      );
    superviseProcesses(config, await startSharedStandIns(config));
  } catch (error) {
    // As runStandalone says it: one line of why, and a non-zero exit.
    process.stderr.write(`Falha ao iniciar: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
}

/**
 * Forks the processes, prints the banner once all listen, replaces one that crashes later, and
 * stops them all on SIGINT/SIGTERM. A process that fails to start (or keeps failing within
 * seconds) stops the whole platform with its exit code: restarting it would only loop.
 */
function superviseProcesses(config: Config, standIns: SharedStandIns): void {
  const count = config.PLATFORM_PROCESSES;
  const listeningSince = new Map<Worker, number>();
  let stopping = false;
  let bannerShown = false;

  const fork = (index: number) => {
    const worker = cluster.fork({ ...standIns.env, MIGRATIONS_RUN: 'false', PLATFORM_PROCESS_INDEX: String(index) });
    // Its own word that the platform serves (a stand-in's port opening is not it).
    worker.on('message', (message: { platformUrl?: string }) => {
      if (!message.platformUrl) return;
      listeningSince.set(worker, Date.now());
      if (bannerShown || listeningSince.size < count) return;
      bannerShown = true;
      process.stdout.write(`${platformBanner(config, message.platformUrl)} · ${count} processos\n`);
    });
    worker.on('exit', (code, signal) => {
      const since = listeningSince.get(worker);
      listeningSince.delete(worker);
      if (stopping) return;
      const cause = signal ?? `código ${code}`;
      if (since === undefined || Date.now() - since < FLAPPING_MS) {
        process.stderr.write(`processo ${index} da plataforma parou ao iniciar (${cause}); parando os demais\n`);
        stop(typeof code === 'number' && code !== 0 ? code : 1);
        return;
      }
      process.stderr.write(`processo ${index} da plataforma parou (${cause}); iniciando outro\n`);
      fork(index);
    });
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const exit = () => void standIns.stop().finally(() => process.exit(exitCode));
    if (workers.length === 0) return exit();
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) exit();
      });
      worker.process.kill('SIGTERM');
    }
  };

  relayTestClock(config);
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (let index = 0; index < count; index += 1) fork(index);
}

/**
 * A test moves the clock of the process it spawned (followTestClock): here that is every platform
 * process. Answers once all have moved.
 */
function relayTestClock(config: Config): void {
  if (config.isProduction || !process.send) return;
  process.on('message', (message: Partial<ClockAdvance>) => {
    if (message?.type !== 'clock.advance' || typeof message.ms !== 'number') return;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const moved = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          const answered = (reply: { type?: string }) => {
            if (reply?.type !== 'clock.advanced') return;
            worker.off('message', answered);
            resolve();
          };
          worker.on('message', answered);
          worker.send(message);
        }),
    );
    void Promise.all(moved).then(() => process.send?.({ type: 'clock.advanced' }));
  });
  process.channel?.unref();
}
