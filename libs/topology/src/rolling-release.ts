import { Haproxy, HTTP_BACKEND } from './haproxy';
import { PlatformProcess } from './platform-process';
import { waitUntil } from './wait';

export interface RollingReleaseStep {
  /** Running now, replaced by `next`. */
  current: { api: PlatformProcess[]; worker: PlatformProcess[] };
  /** Started on the free slots, with the code as built now. */
  next: { api: PlatformProcess[]; worker: PlatformProcess[] };
  haproxy: Haproxy;
  log?: (message: string) => void;
  /** How long a drained api process may keep its sessions before it is stopped anyway. */
  drainTimeoutMs?: number;
}

/**
 * Replaces every platform process without refusing a request: the new ones start and become
 * ready beside the old; HAProxy sends new requests to the new api processes only (old ones
 * drained) and the old ones stop once their open sessions are done. Workers need no drain:
 * a stopped worker's jobs and messages go back to the queues (SIGTERM, the platform's own
 * shutdown). When a new process does not become ready, the new ones are stopped and the old
 * ones keep running.
 */
export async function rollingRelease(step: RollingReleaseStep): Promise<void> {
  const log = step.log ?? (() => undefined);
  const { current, next, haproxy } = step;
  const started = [...next.api, ...next.worker];
  for (const process of started) process.start();
  try {
    await Promise.all(started.map((process) => process.waitReady()));
    for (const api of next.api) await haproxy.setServerState(HTTP_BACKEND, api.name, 'ready');
    await Promise.all(next.api.map((api) => haproxy.waitServerUp(HTTP_BACKEND, api.name)));
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    for (const api of next.api) await haproxy.setServerState(HTTP_BACKEND, api.name, 'maint');
    throw error;
  }
  log(`novos processos prontos: ${started.map((process) => process.name).join(', ')}`);

  for (const api of current.api) await haproxy.setServerState(HTTP_BACKEND, api.name, 'drain');
  await Promise.all(
    current.api.map((api) =>
      waitUntil(
        async () => (await haproxy.serverSessions(HTTP_BACKEND, api.name)) === 0,
        step.drainTimeoutMs ?? 60000,
        () => `${api.name} drained`,
        200,
      ).catch(() => log(`${api.name}: sessões ainda abertas após o prazo; encerrando assim mesmo`)),
    ),
  );
  // Never stop the old ones while no new one takes requests (a new process out since its start).
  await Promise.all(next.api.map((api) => haproxy.waitServerUp(HTTP_BACKEND, api.name)));
  await Promise.all([...current.api, ...current.worker].map((process) => process.stop()));
  for (const api of current.api) await haproxy.setServerState(HTTP_BACKEND, api.name, 'maint');
  log(`processos antigos encerrados: ${[...current.api, ...current.worker].map((p) => p.name).join(', ')}`);
}
